import { onFirstUse } from '../../../app/onFirstUse';

/** How many days after the chosen one are searched for a free slot (four weeks: a doctor's whole rota). */
export const NEXT_FREE_DAY_HORIZON = 28;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day `days` after a YYYY-MM-DD day. Counted on the calendar (in UTC, which has no daylight-saving
 * jumps), not by adding 24-hour spans to a local time, which can land on the same day or skip one.
 */
export const dayAfter = (dateKey: string, days = 1): string => {
  const match = DATE_KEY.exec(dateKey);
  if (!match) throw new Error(`not a YYYY-MM-DD day: ${dateKey}`);
  const [, year, month, day] = match;
  const moved = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days));
  return moved.toISOString().slice(0, 10);
};

/** What the search does after looking at the day `offset` days ahead and finding `freeSlots` slots there. */
export type FreeDayStep = 'found' | 'next' | 'none';

export const nextFreeDayStep = (offset: number, freeSlots: number): FreeDayStep => {
  if (freeSlots > 0) return 'found';
  return offset < NEXT_FREE_DAY_HORIZON ? 'next' : 'none';
};

const DAY_LABEL = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "Tuesday, May 12" for a YYYY-MM-DD day (the day as written, whatever the viewer's zone). */
export const freeDayLabel = (dateKey: string): string =>
  DAY_LABEL().format(new Date(`${dateKey}T00:00:00.000Z`));
