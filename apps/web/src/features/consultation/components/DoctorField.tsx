import { NativeSelect } from '@mantine/core';
import { type AvailableDoctor } from '@vitalsync/contracts';

import { doctorTitle } from '../../appointments/appointmentLabels';
import { weeklyHoursSummary } from '../booking/weeklyHoursSummary';

import classes from './DoctorField.module.css';

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

/**
 * When the chosen doctor works, in one place: their weekly hours, which are what the free times come from, or that
 * any future time can be asked for when they set none. Their own free-text schedule is only a note beside it, so
 * the two can never be read as competing answers.
 */
export const availabilityOf = (doctor: AvailableDoctor): { hours: string; note?: string } => {
  const summary = doctor.weeklyHours ? weeklyHoursSummary(doctor.weeklyHours) : undefined;
  const schedule = doctor.availabilitySchedule.trim();
  return {
    hours: summary ? `Weekly hours: ${summary}.` : 'No weekly hours set: ask for any future time.',
    ...(schedule ? { note: `Doctor’s note: ${schedule}` } : {}),
  };
};

/** The doctor to book, with when they work shown under the choice. */
export const DoctorField = ({ doctors, loading, value, onChange, disabled }: DoctorFieldProps) => {
  const chosen = doctors?.find(({ _id }) => _id === value);
  const placeholder = loading
    ? 'Loading doctors…'
    : doctors?.length
      ? 'Select a doctor'
      : 'No doctors available';
  const availability = chosen ? availabilityOf(chosen) : undefined;
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
      description={
        availability ? (
          <>
            <span className={classes.line}>{availability.hours}</span>
            {availability.note ? <span className={classes.line}>{` ${availability.note}`}</span> : null}
          </>
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
};
