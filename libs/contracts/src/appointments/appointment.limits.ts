/** Every appointment lasts this long; overlap is judged on [dateTime, dateTime + 30 min). */
export const APPOINTMENT_MINUTES = 30;
export const APPOINTMENT_REASON_MAX_LENGTH = 500;
export const APPOINTMENT_TYPES = ['video-call', 'chat'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
/**
 * The web form's initial value (docs/product/screens-and-routes.md#doctor-consultation) matches neither option; the
 * server reads it as video-call.
 */
export const LEGACY_VIDEO_TYPE = 'video';
export const APPOINTMENT_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_ACTIONS = ['start', 'complete', 'cancel'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];
export const PRESCRIPTION_MAX_MEDICINES = 30;
export const MEDICINE_FIELD_MAX_LENGTH = 200;
export const PRESCRIPTION_INSTRUCTIONS_MAX_LENGTH = 2000;
export const DOCTOR_NOTE_MAX_LENGTH = 2000;
/** At most this many ids in one profiles.getMany request. */
export const PROFILES_BATCH_MAX = 500;
