import { NativeSelect } from '@mantine/core';
import { type AvailableDoctor } from '@vitalsync/contracts';

import { doctorTitle } from '../../appointments/appointmentLabels';

/** "Dr Meredith Grey — General Surgery, 15 years" */
export const doctorOptionLabel = (doctor: AvailableDoctor): string =>
  `${doctorTitle(doctor.fullName)} — ${doctor.speciality}, ${doctor.yearsOfExperience} years`;

interface DoctorFieldProps {
  doctors: readonly AvailableDoctor[] | undefined;
  loading: boolean;
  value: string;
  onChange: (doctorId: string) => void;
  disabled: boolean;
}

/** The doctor to book, with their own description of when they work shown under the choice. */
export const DoctorField = ({ doctors, loading, value, onChange, disabled }: DoctorFieldProps) => {
  const chosen = doctors?.find(({ _id }) => _id === value);
  const placeholder = loading
    ? 'Loading doctors…'
    : doctors?.length
      ? 'Select a doctor'
      : 'No doctors available';
  const schedule = chosen?.availabilitySchedule.trim();
  return (
    <NativeSelect
      label="Doctor"
      withAsterisk
      aria-required
      value={chosen ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled || loading}
      data={[
        { value: '', label: placeholder },
        ...(doctors ?? []).map((doctor) => ({ value: doctor._id, label: doctorOptionLabel(doctor) })),
      ]}
      description={chosen ? (schedule ? `Schedule: ${schedule}` : 'No schedule given.') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
};
