import { type DoctorAppointment, type Prescription } from '@vitalsync/contracts';

import { formatAppointmentDate, formatAppointmentTime } from '../appointments/appointmentTime';

export interface MedicineRow {
  name: string;
  dosage: string;
  duration: string;
}

export interface PrescriptionFormValues {
  appointmentId: string;
  medicines: MedicineRow[];
  instructions: string;
}

export const EMPTY_MEDICINE: MedicineRow = { name: '', dosage: '', duration: '' };

/** The form for one appointment: its saved prescription to edit, or one empty medicine row. */
export const prescriptionFormValues = (
  appointmentId: string,
  prescription: Prescription | null | undefined,
): PrescriptionFormValues => ({
  appointmentId,
  medicines: prescription?.medicines.length
    ? prescription.medicines.map(({ name, dosage, duration }) => ({ name, dosage, duration }))
    : [{ ...EMPTY_MEDICINE }],
  instructions: prescription?.instructions ?? '',
});

/** The `PUT prescription` body: every field trimmed. */
export const prescriptionOf = ({ medicines, instructions }: PrescriptionFormValues): Prescription => ({
  medicines: medicines.map(({ name, dosage, duration }) => ({
    name: name.trim(),
    dosage: dosage.trim(),
    duration: duration.trim(),
  })),
  instructions: instructions.trim(),
});

/** A prescription belongs to an appointment that has begun (the server refuses it for the others). */
export const prescribableAppointments = (appointments: readonly DoctorAppointment[]): DoctorAppointment[] =>
  appointments
    .filter(({ status }) => status === 'in-progress' || status === 'completed')
    .sort((a, b) => Date.parse(b.dateTime) - Date.parse(a.dateTime));

/** "Ada Patient — May 5, 2099 09:30 AM" */
export const appointmentOptionLabel = ({ user, dateTime }: DoctorAppointment): string =>
  `${user.fullName} — ${formatAppointmentDate(dateTime)} ${formatAppointmentTime(dateTime)}`;
