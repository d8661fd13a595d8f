import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  type ApiErrorBody,
  LOGIN_RULES,
  type LoginResponse,
  type Role,
  SIGNUP_SUCCESS_MESSAGE,
} from '@vitalsync/contracts';
import { useState } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { errorBodyOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { dismissToast } from '../../../app/notify';
import { requestJson } from '../../../app/requestJson';
import { restoredSessionOf } from '../../session/restoredSession';
import { login, logout } from '../../session/sessionSlice';
import { fieldOptions } from '../../../forms/rhfRules';

import classes from './LoginForm.module.css';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  role: Role;
  form: UseFormReturn<LoginValues>;
}

const { email: emailRule, password: passwordRule } = LOGIN_RULES;

/**
 * docs/product/screens-and-routes.md#login and docs/product/states.md#login: success opens the role's dashboard; a
 * refusal shows the server's message.
 */
export const LoginForm = ({ role, form }: LoginFormProps) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loginError, setLoginError] = useState<string>();
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async ({ email, password }) => {
    setLoginError(undefined);
    let answer;
    try {
      answer = await requestJson<LoginResponse | ApiErrorBody>('/authenticate/login', {
        method: 'POST',
        json: { role, email, password },
      });
    } catch (error) {
      // docs/product/errors.md#failures-and-what-the-user-sees: a network failure only reaches the console.
      console.error('Login failed', error);
      return;
    }
    // The login answer carries the same status, profile and role as a restored session.
    const session = restoredSessionOf(answer.body, !answer.ok);
    if (session) {
      // The signup confirmation was about the signed-out pages: it does not follow the user into the dashboard.
      dismissToast(SIGNUP_SUCCESS_MESSAGE);
      dispatch(login(session));
      navigate(`/dashboard/${session.role}`);
      return;
    }
    // docs/product/errors.md#failures-and-what-the-user-sees: a refusal is shown as loginError; any other failure
    // only reaches the console.
    const refusal = errorBodyOf(answer.body);
    if (refusal) {
      dispatch(logout());
      setLoginError(refusal.message);
    } else {
      console.error('Login failed', answer.status);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={role === 'doctor' ? 'Doctor login' : 'User login'}>
      <input type="hidden" name="role" value={role} />
      <Stack gap="md">
        <TextInput
          label={emailRule.label}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          withAsterisk
          aria-required
          error={formState.errors.email?.message}
          {...register('email', fieldOptions(emailRule))}
        />
        <PasswordInput
          label={passwordRule.label}
          autoComplete="current-password"
          withAsterisk
          aria-required
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          error={formState.errors.password?.message}
          {...register('password', fieldOptions(passwordRule))}
        />
        {loginError ? (
          <Text role="alert" id="loginError" className={classes.loginError}>
            <IconAlertCircle size={18} aria-hidden />
            {loginError}
          </Text>
        ) : null}
        <Button type="submit" size="md" fullWidth mt="xs" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </form>
  );
};
