import { Anchor, Stack } from '@mantine/core';
import { type Role } from '@vitalsync/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm, type LoginValues } from '../components/LoginForm';
import { RoleIntro } from '../components/RoleIntro';
import { RoleTabs } from '../components/RoleTabs';

export const LoginPage = () => {
  usePageTitle('Login');
  const [role, setRole] = useState<Role>('user');
  // Held here, above the tabs, so the typed email survives switching between Doctor and User.
  const form = useForm<LoginValues>({ mode: 'onTouched', defaultValues: { email: '', password: '' } });

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
        <Stack gap="xl">
          <RoleIntro role={role} />
          <LoginForm role={role} form={form} />
        </Stack>
      </RoleTabs>
    </AuthLayout>
  );
};
