import { NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import { type FieldRule } from '@vitalsync/contracts';
import { memo } from 'react';
import { type UseFormRegister } from 'react-hook-form';

import { AutosizeTextarea } from './AutosizeTextarea';
import { inputSpecOf, labelOf } from './fieldCatalog';
import { type SectionValues } from './formValues';
import { fieldOptions } from './rhfRules';

import classes from './ContractField.module.css';

interface ContractFieldProps {
  path: string;
  rule: FieldRule;
  register: UseFormRegister<SectionValues>;
  error?: string;
  disabled?: boolean;
  /** `view`: a disabled field styled for reading (the profile panel before "Edit Profile"). */
  presentation?: 'edit' | 'view';
  description?: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One contract field as the right input, named by its path and validated by the contract's rule. Memoised: a form
 * renders its host again at mount (react-hook-form's `isReady`) and on every change of its state, and the fields
 * need not follow. A form that resets them must keep their registrations (`reset(values, { keepFieldsRef: true })`):
 * a plain reset forgets them and counts on every field rendering again.
 */
export const ContractField = memo(function ContractField({
  path,
  rule,
  register,
  error,
  disabled = false,
  presentation = 'edit',
  description,
}: ContractFieldProps) {
  const spec = inputSpecOf(path);
  const common = {
    label: labelOf(rule, spec),
    description,
    error,
    disabled,
    withAsterisk: Boolean(rule.required) && presentation === 'edit',
    'aria-required': Boolean(rule.required),
    autoComplete: spec.autoComplete ?? 'off',
    placeholder: presentation === 'view' ? 'Not provided' : spec.placeholder,
    classNames: presentation === 'view' ? { input: classes.viewInput } : undefined,
    ...register(path, fieldOptions(rule)),
  };

  switch (spec.kind) {
    case 'password':
      return (
        <PasswordInput
          {...common}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': `Show ${rule.label.toLowerCase()}` }}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          // Viewing: a value, not a menu to open.
          rightSection={presentation === 'view' ? <span aria-hidden /> : undefined}
          data={[
            { value: '', label: presentation === 'view' ? 'Not given' : 'Select…' },
            ...(spec.options ?? []),
          ]}
        />
      );
    case 'textarea':
      return <AutosizeTextarea {...common} minRows={2} maxRows={6} />;
    case 'date':
      // Viewing shows the stored YYYY-MM-DD as it is (docs/product/screens-and-routes.md#profile), not the
      // browser's local date format.
      return <TextInput {...common} type={presentation === 'view' ? 'text' : 'date'} max={today()} />;
    case 'number':
      return <TextInput {...common} type="number" inputMode="decimal" step="any" />;
    default:
      return <TextInput {...common} type={spec.kind} />;
  }
});
