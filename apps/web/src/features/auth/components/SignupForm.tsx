import { Button, Stack } from '@mantine/core';
import { type Role, SIGNUP_FILE_RULES, SIGNUP_RULES, SIGNUP_SUCCESS_MESSAGE } from '@vitalsync/contracts';
import { Suspense, useMemo, useState } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { UNREACHABLE_MESSAGE } from '../../../app/apiError';
import { lazyWithPreload } from '../../../app/lazyWithPreload';
import { notifySuccess } from '../../../app/notify';
import { sectionsOf, inputSpecOf } from '../../../forms/fieldCatalog';
import { type SectionValues } from '../../../forms/formValues';
import { applyServerErrors } from '../../../forms/serverErrors';
import { signupFormData } from '../forms/signupFormData';
import { useSignupRequest } from '../hooks/useSignupRequest';

import { ContractField } from '../../../forms/ContractField';
import { FileField } from './FileField';
import { type FormFailure, FormFailureAlert } from '../../../forms/FormFailureAlert';
import { FormCell, FormSection } from '../../../forms/FormSection';

// Shown only once the form is sent, so it loads then (started on submit) rather than with the page: the signup
// page is a first page, held to the weight budget.
const UploadProgress = lazyWithPreload(() => import('./UploadProgress'), 'UploadProgress');

interface SignupFormProps {
  role: Role;
  form: UseFormReturn<SectionValues>;
}

/** The registration form of one role, sectioned as docs/product/entities.md#registration-sections lists it. */
export const SignupForm = ({ role, form }: SignupFormProps) => {
  const navigate = useNavigate();
  const { signup, progress } = useSignupRequest();
  const [failure, setFailure] = useState<FormFailure>();
  const rules = SIGNUP_RULES[role];
  const fileRules = SIGNUP_FILE_RULES[role];
  const sections = useMemo(() => sectionsOf(rules, fileRules), [rules, fileRules]);
  const formPaths = useMemo(
    () => new Set([...Object.keys(rules), ...Object.keys(fileRules)]),
    [rules, fileRules],
  );
  const { register, handleSubmit, setError, getFieldState, formState } = form;
  const errorAt = (path: string): string | undefined => {
    const message: unknown = getFieldState(path, formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    void UploadProgress.preload();
    const outcome = await signup(role, signupFormData(role, values));
    if (outcome.ok) {
      notifySuccess(SIGNUP_SUCCESS_MESSAGE);
      navigate('/login');
      return;
    }
    if ('unreachable' in outcome) {
      setFailure({ message: UNREACHABLE_MESSAGE, details: [] });
      return;
    }
    const details = applyServerErrors(setError, outcome.error?.errors, formPaths);
    setFailure({ message: outcome.error?.message ?? UNREACHABLE_MESSAGE, details });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={role === 'doctor' ? 'Doctor registration' : 'User registration'}
    >
      <input type="hidden" name="role" value={role} />
      <Stack gap="xl">
        {sections.map((section) => (
          <FormSection key={section.group} title={section.title}>
            {section.entries.map(({ path, type }) => {
              const fileRule = fileRules[path];
              const rule = rules[path];
              if (type === 'file' && fileRule) {
                return (
                  <FormCell key={path}>
                    <FileField path={path} rule={fileRule} register={register} error={errorAt(path)} />
                  </FormCell>
                );
              }
              if (!rule) return null;
              return (
                <FormCell key={path} wide={inputSpecOf(path).wide}>
                  <ContractField path={path} rule={rule} register={register} error={errorAt(path)} />
                </FormCell>
              );
            })}
          </FormSection>
        ))}

        <FormFailureAlert failure={failure} />

        {progress.phase === 'idle' ? null : (
          <Suspense fallback={null}>
            <UploadProgress progress={progress} />
          </Suspense>
        )}

        <Button type="submit" size="md" fullWidth disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Registering...' : 'Register'}
        </Button>
      </Stack>
    </form>
  );
};
