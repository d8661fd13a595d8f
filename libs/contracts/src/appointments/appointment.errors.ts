/** The error codes of the appointments and consulted patients; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const APPOINTMENT_ERROR_CODES = [
  'appointment.not_found',
  'appointment.unknown_doctor',
  'appointment.in_past',
  'appointment.outside_hours',
  'appointment.slot_taken',
  'appointment.wrong_status',
  'appointment.not_prescribable',
  'patient.not_consulted',
  'patient.not_found',
] as const;
export type AppointmentErrorCode = (typeof APPOINTMENT_ERROR_CODES)[number];
