import { type Prescription, type UserAppointment } from '@vitalsync/contracts';

/** What the assistant takes from the patient's appointments. */
export interface PatientAppointments {
  /** The earliest scheduled appointment after now. */
  next: UserAppointment | null;
  /** The prescription of the latest appointment that has one. */
  latestPrescription: Prescription | null;
}

const hasContent = (prescription: Prescription | null): prescription is Prescription =>
  prescription !== null && (prescription.medicines.length > 0 || prescription.instructions.trim() !== '');

export const patientAppointmentsOf = (
  appointments: readonly UserAppointment[],
  now: number,
): PatientAppointments => {
  const byTime = [...appointments].sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  const next =
    byTime.find(({ status, dateTime }) => status === 'scheduled' && Date.parse(dateTime) > now) ?? null;
  const prescribed = byTime.filter(({ prescription }) => hasContent(prescription));
  return { next, latestPrescription: prescribed[prescribed.length - 1]?.prescription ?? null };
};

/** "Amoxicillin 500 mg for 7 days": the fields the doctor filled, in reading order. */
export const medicineWordsOf = ({ name, dosage, duration }: Prescription['medicines'][number]): string =>
  [name.trim(), dosage.trim(), duration.trim() === '' ? '' : `for ${duration.trim()}`]
    .filter((part) => part !== '')
    .join(' ');
