import { onFirstUse } from '../../app/onFirstUse';

const FORMAT = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A report's day (YYYY-MM-DD) as "Jan 15, 2026", the same in every time zone: it is a day, not a moment. */
export const formatReportDate = (day: string): string => FORMAT().format(new Date(`${day}T00:00:00Z`));

/** Today as YYYY-MM-DD in the browser's own time zone: the latest day a report may be dated. */
export const localToday = (now: Date = new Date()): string => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};
