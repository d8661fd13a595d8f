import { APPOINTMENT_MINUTES, type UserAppointment } from '@vitalsync/contracts';

const endOf = (appointment: UserAppointment) =>
  Date.parse(appointment.dateTime) + APPOINTMENT_MINUTES * 60_000;

/** The soonest scheduled video call that is not over yet; a forgotten past one never hides the next. */
export const nextVideoCall = (
  appointments: readonly UserAppointment[],
  now: number,
): UserAppointment | undefined =>
  appointments
    .filter(({ type, status }) => type === 'video-call' && status === 'scheduled')
    .filter((appointment) => endOf(appointment) > now)
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime))[0];
