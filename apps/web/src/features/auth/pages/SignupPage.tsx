import { Anchor, Stack } from '@mantine/core';
import { type Role, SIGNUP_FILE_RULES } from '@vitalsync/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import { AuthLayout } from '../components/AuthLayout';
import { RoleIntro } from '../components/RoleIntro';
import { RoleTabs } from '../components/RoleTabs';
import { SignupForm } from '../components/SignupForm';
import { type SectionValues } from '../../../forms/formValues';

export const SignupPage = () => {
  usePageTitle('Sign Up');
  const [role, setRole] = useState<Role>('user');
  // One form for both tabs: what the two roles share (name, email, …) survives a change of tab.
  const form = useForm<SectionValues>({ mode: 'onTouched' });

  const changeRole = (next: Role) => {
    // A file input cannot be refilled by script, so a remounted one must not claim to hold the old file.
    for (const path of Object.keys(SIGNUP_FILE_RULES[role])) form.resetField(path);
    form.clearErrors();
    setRole(next);
  };

  return (
    <AuthLayout
      layout="wide"
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
      <RoleTabs value={role} onChange={changeRole}>
        <Stack gap="xl">
          <RoleIntro role={role} />
          <SignupForm role={role} form={form} />
        </Stack>
      </RoleTabs>
    </AuthLayout>
  );
};
