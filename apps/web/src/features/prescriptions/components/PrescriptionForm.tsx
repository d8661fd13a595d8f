import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type DoctorAppointment,
  MEDICINE_FIELD_MAX_LENGTH,
  PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH,
  PRESCRIPTION_MAX_MEDICINES,
  PRESCRIPTION_SAVED_MESSAGE,
} from '@vitalsync/contracts';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';

import { apiErrorOf, failureMessage } from '../../../app/apiError';
import { notifySuccess } from '../../../app/notify';
import { AutosizeTextarea } from '../../../forms/AutosizeTextarea';
import { type FormFailure, FormFailureAlert } from '../../../forms/FormFailureAlert';
import { useSavePrescriptionMutation } from '../../appointments/api';
import {
  appointmentOptionLabel,
  EMPTY_MEDICINE,
  prescriptionFormValues,
  type PrescriptionFormValues,
  prescriptionOf,
} from '../prescriptionDraft';

import classes from './PrescriptionForm.module.css';

const CHOOSE_APPOINTMENT_MESSAGE = 'Please choose an appointment.';
const NAME_REQUIRED_MESSAGE = 'Medicine Name is required';
const tooLong = (label: string, max: number) => ({
  value: max,
  message: `${label} cannot exceed ${max} characters`,
});

interface PrescriptionFormProps {
  /** The doctor's appointments a prescription can be written for, newest first. */
  appointments: readonly DoctorAppointment[];
  initialAppointmentId: string | undefined;
}

/**
 * docs/product/screens-and-routes.md#reports, Prescriptions tab: medicine rows, special instructions and "Save
 * Prescription" for one of the doctor's appointments; choosing an appointment loads what was prescribed for it.
 */
export const PrescriptionForm = ({ appointments, initialAppointmentId }: PrescriptionFormProps) => {
  const [savePrescription] = useSavePrescriptionMutation();
  const [failure, setFailure] = useState<FormFailure>();
  const prescriptionFor = (id: string) => appointments.find(({ _id }) => _id === id)?.prescription;
  const startId = appointments.some(({ _id }) => _id === initialAppointmentId)
    ? (initialAppointmentId ?? '')
    : '';
  const { control, register, handleSubmit, reset, formState } = useForm<PrescriptionFormValues>({
    defaultValues: prescriptionFormValues(startId, prescriptionFor(startId)),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await savePrescription({
        id: values.appointmentId,
        prescription: prescriptionOf(values),
      }).unwrap();
      reset(prescriptionFormValues(values.appointmentId, saved.appointment.prescription));
      notifySuccess(PRESCRIPTION_SAVED_MESSAGE);
    } catch (error) {
      setFailure({
        message: failureMessage(error),
        details: Object.values(apiErrorOf(error)?.errors ?? {}),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Prescription">
      <Stack gap="lg">
        <NativeSelect
          label="Appointment"
          withAsterisk
          data={[
            { value: '', label: 'Select an appointment…' },
            ...appointments.map((appointment) => ({
              value: appointment._id,
              label: appointmentOptionLabel(appointment),
            })),
          ]}
          error={errors.appointmentId?.message}
          className={classes.appointment}
          {...register('appointmentId', {
            required: CHOOSE_APPOINTMENT_MESSAGE,
            onChange: (event: { target: { value: string } }) => {
              setFailure(undefined);
              reset(prescriptionFormValues(event.target.value, prescriptionFor(event.target.value)));
            },
          })}
        />

        {fields.map((field, index) => {
          const rowErrors = errors.medicines?.[index];
          return (
            <Fieldset key={field.id} legend={`Medicine ${index + 1}`} className={classes.row}>
              <Group gap="sm" align="flex-start" className={classes.inputs}>
                <TextInput
                  label="Medicine Name"
                  withAsterisk
                  error={rowErrors?.name?.message}
                  className={classes.name}
                  {...register(`medicines.${index}.name`, {
                    validate: (value) => value.trim() !== '' || NAME_REQUIRED_MESSAGE,
                    maxLength: tooLong('Medicine Name', MEDICINE_FIELD_MAX_LENGTH),
                  })}
                />
                <TextInput
                  label="Dosage"
                  placeholder="e.g. 500 mg twice a day"
                  error={rowErrors?.dosage?.message}
                  className={classes.detail}
                  {...register(`medicines.${index}.dosage`, {
                    maxLength: tooLong('Dosage', MEDICINE_FIELD_MAX_LENGTH),
                  })}
                />
                <TextInput
                  label="Duration"
                  placeholder="e.g. 7 days"
                  error={rowErrors?.duration?.message}
                  className={classes.detail}
                  {...register(`medicines.${index}.duration`, {
                    maxLength: tooLong('Duration', MEDICINE_FIELD_MAX_LENGTH),
                  })}
                />
                <ActionIcon
                  variant="default"
                  size={36}
                  mt={26}
                  aria-label={`Remove medicine ${index + 1}`}
                  // A prescription names at least one medicine.
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}

        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          disabled={fields.length >= PRESCRIPTION_MAX_MEDICINES}
          onClick={() => append({ ...EMPTY_MEDICINE })}
          w="fit-content"
        >
          Add Medicine
        </Button>

        <AutosizeTextarea
          label="Special Instructions"
          minRows={3}
          maxRows={10}
          error={errors.instructions?.message}
          {...register('instructions', {
            maxLength: tooLong('Special Instructions', PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH),
          })}
        />

        <FormFailureAlert failure={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} />}>
            Save Prescription
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
