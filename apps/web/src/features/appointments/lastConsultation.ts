import { formatAppointmentDate } from './appointmentTime';

/** What a consultation's date reads as: "May 1, 2026", or that none has happened yet (only upcoming ones). */
export const lastConsultationLabel = (dateTime: string | null): string =>
  dateTime === null ? 'None yet' : formatAppointmentDate(dateTime);
