import { Input } from '@mantine/core';
import { type FileRule } from '@vitalsync/contracts';
import { useId } from 'react';
import { type UseFormRegister } from 'react-hook-form';

import { type SectionValues } from '../../../forms/formValues';
import { fileOptions } from '../../../forms/rhfRules';

import fileInput from '../../../forms/FileInput.module.css';

interface FileFieldProps {
  path: string;
  rule: FileRule;
  register: UseFormRegister<SectionValues>;
  error?: string;
  disabled?: boolean;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

/** What the rule accepts, in words: "PNG, JPG or JPEG, up to 1 MB". */
const acceptedDescription = (rule: FileRule) => {
  const types = rule.extensions.map((extension) => extension.toUpperCase());
  const list = types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : types.join('');
  return `${list}, up to ${megabytes(rule.maxBytes)}`;
};

/**
 * A native file input (keyboard, screen readers and mobile pickers all know it) in Mantine's label/error frame.
 * Type and size are checked with the contract's `checkFile`; the server checks the content again.
 */
export const FileField = ({ path, rule, register, error, disabled = false }: FileFieldProps) => {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  return (
    <Input.Wrapper
      id={id}
      label={rule.label}
      withAsterisk={Boolean(rule.required)}
      description={acceptedDescription(rule)}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <input
        id={id}
        type="file"
        className={fileInput.input}
        accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
        disabled={disabled}
        aria-required={Boolean(rule.required)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        data-error={error ? true : undefined}
        {...register(path, fileOptions(rule))}
      />
    </Input.Wrapper>
  );
};
