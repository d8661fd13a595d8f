import { localDateKey } from '../appointments/appointmentTime';
import { onFirstUse } from '../../app/onFirstUse';

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }),
);

/** The reader's calendar day of a moment, YYYY-MM-DD: messages are grouped by the reader's days, not UTC's. */
export const dayKeyOf = (iso: string): string => localDateKey(new Date(iso));

/** "Today", "Yesterday" or "Mon, May 5, 2099": the separator above a day's first message. */
export const dayLabel = (iso: string, now: Date): string => {
  const key = dayKeyOf(iso);
  if (key === localDateKey(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (key === localDateKey(yesterday)) return 'Yesterday';
  return dayFormat().format(new Date(iso));
};

/** Items of a day-separated list: each entry, preceded by a separator wherever its day differs from the last. */
export type DayItem<T> = { kind: 'day'; key: string; at: string } | { kind: 'entry'; entry: T };

export const withDaySeparators = <T>(entries: readonly T[], momentOf: (entry: T) => string): DayItem<T>[] => {
  const items: DayItem<T>[] = [];
  let previous: string | undefined;
  for (const entry of entries) {
    const at = momentOf(entry);
    const key = dayKeyOf(at);
    if (key !== previous) items.push({ kind: 'day', key, at });
    previous = key;
    items.push({ kind: 'entry', entry });
  }
  return items;
};
