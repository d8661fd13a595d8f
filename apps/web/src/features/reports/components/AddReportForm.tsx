import { Button, Group, Input, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  REPORT_FILE_RULE,
  REPORT_SAVED_MESSAGE,
  REPORT_TEXT_MAX_LENGTH,
  REPORT_TITLE_MAX_LENGTH,
} from '@vitalsync/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiErrorOf, failureMessage } from '../../../app/apiError';
import { notifySuccess } from '../../../app/notify';
import { AutosizeTextarea } from '../../../forms/AutosizeTextarea';
import { type FormFailure, FormFailureAlert } from '../../../forms/FormFailureAlert';
import { useAddReportMutation } from '../api';
import { localToday } from '../reportDate';
import {
  EMPTY_REPORT_FORM,
  placeServerErrors,
  reportFieldError,
  reportFileError,
  type ReportFormValues,
  reportFormData,
} from '../reportForm';

import fileInput from '../../../forms/FileInput.module.css';
import classes from './Reports.module.css';

export interface PatientOption {
  id: string;
  fullName: string;
}

interface AddReportFormProps {
  patients: readonly PatientOption[];
  onDone: () => void;
}

/** "PDF, JPG, JPEG or PNG, up to 5 MB". */
const FILE_DESCRIPTION = `${REPORT_FILE_RULE.extensions
  .map((extension) => extension.toUpperCase())
  .join(', ')
  .replace(/, (?=[^,]*$)/, ' or ')}, up to 5 MB`;

/** The doctor's Add Report form: a consulted patient, title, day, text and an optional file. */
export const AddReportForm = ({ patients, onDone }: AddReportFormProps) => {
  const [addReport] = useAddReportMutation();
  const [failure, setFailure] = useState<FormFailure>();
  const fileId = useId();
  const { register, handleSubmit, setError, formState } = useForm<ReportFormValues>({
    defaultValues: EMPTY_REPORT_FORM,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await addReport(reportFormData(values)).unwrap();
      notifySuccess(REPORT_SAVED_MESSAGE);
      onDone();
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(apiErrorOf(error)?.errors);
      placed.forEach(([name, message], index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFailure({ message: failureMessage(error), details: unplaced });
    }
  });

  const fileError = errors.file?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add Report">
      <Stack gap="md">
        <NativeSelect
          label="Patient"
          withAsterisk
          data={[
            { value: '', label: 'Select a patient…' },
            ...patients.map((patient) => ({ value: patient.id, label: patient.fullName })),
          ]}
          error={errors.patientId?.message}
          {...register('patientId', { validate: (value) => reportFieldError('patientId', value) ?? true })}
        />
        <TextInput
          label="Title"
          withAsterisk
          placeholder="e.g. Full blood count"
          maxLength={REPORT_TITLE_MAX_LENGTH}
          error={errors.title?.message}
          {...register('title', { validate: (value) => reportFieldError('title', value) ?? true })}
        />
        <TextInput
          type="date"
          label="Date"
          withAsterisk
          max={localToday()}
          classNames={{ input: classes.dateInput }}
          error={errors.date?.message}
          {...register('date', { validate: (value) => reportFieldError('date', value) ?? true })}
        />
        <AutosizeTextarea
          label="Report"
          withAsterisk
          minRows={4}
          maxRows={12}
          maxLength={REPORT_TEXT_MAX_LENGTH}
          error={errors.text?.message}
          {...register('text', { validate: (value) => reportFieldError('text', value) ?? true })}
        />
        <Input.Wrapper
          id={fileId}
          label="File (optional)"
          description={FILE_DESCRIPTION}
          descriptionProps={{ id: `${fileId}-description` }}
          error={fileError}
          errorProps={{ id: `${fileId}-error` }}
        >
          <input
            id={fileId}
            type="file"
            className={fileInput.input}
            accept={REPORT_FILE_RULE.extensions.map((extension) => `.${extension}`).join(',')}
            aria-invalid={Boolean(fileError)}
            data-error={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-description ${fileId}-error` : `${fileId}-description`}
            {...register('file', { validate: (files) => reportFileError(files) ?? true })}
          />
        </Input.Wrapper>
        <FormFailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Save Report
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
