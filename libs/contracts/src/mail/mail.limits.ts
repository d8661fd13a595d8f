import { type Role } from '../session/role';

/** Every kind of e-mail VitalSync sends; each person turns each on or off in Settings. */
export const EMAIL_KINDS = ['booked', 'cancelled', 'reminder', 'emergency'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The kinds a role can receive: only doctors are told of their patients' emergencies. */
export const EMAIL_KINDS_OF: Readonly<Record<Role, readonly EmailKind[]>> = {
  user: ['booked', 'cancelled', 'reminder'],
  doctor: ['booked', 'cancelled', 'reminder', 'emergency'],
};

/** How long before an appointment its reminder is sent. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
