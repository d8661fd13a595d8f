import { APPOINTMENT_MINUTES, type AppointmentBase } from '@vitalsync/contracts';
import { onFirstUse } from '../../app/onFirstUse';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const endOf = (appointment: AppointmentBase): number =>
  Date.parse(appointment.dateTime) + APPOINTMENT_MINUTES * MINUTE_MS;

/**
 * The soonest appointment still to be held: scheduled or under way, and not over yet. A cancelled or completed one
 * is never next, nor a forgotten one whose time has passed.
 */
export const nextAppointment = <Appointment extends AppointmentBase>(
  appointments: readonly Appointment[],
  now: number,
): Appointment | undefined =>
  appointments
    .filter(({ status }) => status === 'scheduled' || status === 'in-progress')
    .filter((appointment) => endOf(appointment) > now)
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime))[0];

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'always' }));

/** How long until the appointment, in its largest whole unit: "in 2 days", "in 3 hours", "in 5 minutes", "now". */
export const countdownText = (dateTime: string, now: number): string => {
  const ahead = Date.parse(dateTime) - now;
  if (ahead >= DAY_MS) return relative().format(Math.floor(ahead / DAY_MS), 'day');
  if (ahead >= HOUR_MS) return relative().format(Math.floor(ahead / HOUR_MS), 'hour');
  if (ahead >= MINUTE_MS) return relative().format(Math.floor(ahead / MINUTE_MS), 'minute');
  return 'now';
};
