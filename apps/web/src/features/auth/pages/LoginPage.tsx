import { Anchor } from '@mantine/core';
import { type Role } from '@vitalsync/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import { AuthLayout } from '../components/AuthLayout';
import { RoleIntro } from '../components/RoleIntro';
import { RoleTabs } from '../components/RoleTabs';

export const LoginPage = () => {
  usePageTitle('Login');
  const [role, setRole] = useState<Role>('user');

  return (
    <AuthLayout
      heading="Login To Your Account"
      description="Welcome back. Choose your account type to continue."
      footer={
        <>
          {"Don't have an account? "}
          <Anchor component={Link} to="/signup" fw={600}>
            Sign Up
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
