import { Anchor } from '@mantine/core';
import { type Role } from '@vitalsync/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import { AuthLayout } from '../components/AuthLayout';
import { RoleIntro } from '../components/RoleIntro';
import { RoleTabs } from '../components/RoleTabs';

export const SignupPage = () => {
  usePageTitle('Sign Up');
  const [role, setRole] = useState<Role>('user');

  return (
    <AuthLayout
      heading="Register Your New Account"
      description="Create your account in a few minutes. Doctors will be asked for proof of licence."
      footer={
        <>
          {'Already have an account? '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </>
      }
    >
      <RoleTabs value={role} onChange={setRole}>
        <RoleIntro role={role} />
      </RoleTabs>
    </AuthLayout>
  );
};
