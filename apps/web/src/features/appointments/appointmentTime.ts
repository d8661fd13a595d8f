import { onFirstUse } from '../../app/onFirstUse';

/**
 * Appointment times travel as ISO UTC strings and are shown in the viewer's own time zone (the browser's). One
 * place formats them, so every card, toast and form shows a time the same way.
 */
const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
);
const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }),
);
const weekdayFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { weekday: 'short' }));

export const formatAppointmentDate = (iso: string): string => dateFormat().format(new Date(iso));

export const formatAppointmentTime = (iso: string): string => timeFormat().format(new Date(iso));

/** "Mon, May 5, 2099 at 09:30" */
export const formatAppointmentMoment = (iso: string): string =>
  `${weekdayFormat().format(new Date(iso))}, ${formatAppointmentDate(iso)} at ${formatAppointmentTime(iso)}`;

/** The viewer's IANA time zone, sent with slot queries so "a day" means the viewer's day. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** YYYY-MM-DD of a local date, as the slots query expects. */
export const localDateKey = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** ISO UTC of a local calendar date (YYYY-MM-DD) and wall-clock time (HH:mm) in the viewer's zone. */
export const localToIso = (date: string, time: string): string =>
  new Date(`${date}T${time}:00`).toISOString();
