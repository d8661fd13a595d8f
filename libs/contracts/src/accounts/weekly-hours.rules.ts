import {
  HOUR_MINUTE_PATTERN,
  WEEKLY_HOURS_MAX_ENTRIES,
  type Weekday,
  type WeeklyHours,
  type WorkingHours,
} from '../appointments/weekly-hours';

/** The key of a weekly-hours error in a profile save's `errors`, like the other profile fields. */
export const WEEKLY_HOURS_PATH = 'availability.weeklyHours';

export const WEEKLY_HOURS_MESSAGES = {
  notValid: 'Weekly Hours are not valid',
  timeZone: 'Time Zone must be a valid IANA time zone, e.g. Europe/Paris',
  tooMany: `Weekly Hours cannot have more than ${WEEKLY_HOURS_MAX_ENTRIES} entries`,
  day: 'Day must be a whole number from 0 (Sunday) to 6 (Saturday)',
  time: 'Times must be written HH:mm, from 00:00 to 23:59',
  order: 'Each end time must be after its start time',
  overlap: 'Hours of the same day must not overlap',
} as const;

/** Longer than any IANA zone name. */
const TIME_ZONE_MAX_LENGTH = 64;

/**
 * Zone names start with a letter: newer engines also accept offsets such as "+01:00", which are no IANA zone and
 * would make the server's answer depend on the runtime.
 */
const ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** A time zone name this runtime knows (Intl, so the same check runs in the browser and on the server). */
export const isIanaTimeZone = (timeZone: string): boolean => {
  if (timeZone.length > TIME_ZONE_MAX_LENGTH || !ZONE_NAME_PATTERN.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** Weekly hours as they may be stored, copied field by field and in order; or the first message they break. */
export type WeeklyHoursCheck =
  { valid: true; weeklyHours: WeeklyHours | null } | { valid: false; message: string };

const refused = (message: string): WeeklyHoursCheck => ({ valid: false, message });

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWeekday = (day: unknown): day is Weekday =>
  typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6;

const isHourMinute = (time: unknown): time is string =>
  typeof time === 'string' && HOUR_MINUTE_PATTERN.test(time);

// HH:mm is zero-padded, so text order is time order.
const byDayThenStart = (a: WorkingHours, b: WorkingHours): number =>
  a.day - b.day || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0);

const overlapsPrevious = (entry: WorkingHours, index: number, sorted: readonly WorkingHours[]): boolean => {
  const previous = sorted[index - 1];
  return previous !== undefined && previous.day === entry.day && entry.from < previous.to;
};

/**
 * Checks a doctor's weekly hours (null clears them). Entries come back sorted by day, then start; two stretches of
 * a day may touch (09:00–12:00 and 12:00–13:00) but not overlap.
 */
export const checkWeeklyHours = (value: unknown): WeeklyHoursCheck => {
  if (value === null) return { valid: true, weeklyHours: null };
  if (!isRecord(value)) return refused(WEEKLY_HOURS_MESSAGES.notValid);
  const { timeZone, hours } = value;
  if (typeof timeZone !== 'string' || !Array.isArray(hours)) return refused(WEEKLY_HOURS_MESSAGES.notValid);
  if (!isIanaTimeZone(timeZone)) return refused(WEEKLY_HOURS_MESSAGES.timeZone);
  if (hours.length > WEEKLY_HOURS_MAX_ENTRIES) return refused(WEEKLY_HOURS_MESSAGES.tooMany);

  const entries: WorkingHours[] = [];
  for (const entry of hours as unknown[]) {
    if (!isRecord(entry)) return refused(WEEKLY_HOURS_MESSAGES.notValid);
    const { day, from, to } = entry;
    if (!isWeekday(day)) return refused(WEEKLY_HOURS_MESSAGES.day);
    if (!isHourMinute(from) || !isHourMinute(to)) return refused(WEEKLY_HOURS_MESSAGES.time);
    if (from >= to) return refused(WEEKLY_HOURS_MESSAGES.order);
    entries.push({ day, from, to });
  }
  entries.sort(byDayThenStart);
  // Sorted, a day's stretches overlap only if one overlaps the one just before it.
  if (entries.some(overlapsPrevious)) return refused(WEEKLY_HOURS_MESSAGES.overlap);
  return { valid: true, weeklyHours: { timeZone, hours: entries } };
};
