/** 0 is Sunday, as Date#getDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One stretch of a weekday during which the doctor sees patients, in the doctor's own time zone. */
export interface WorkingHours {
  day: Weekday;
  /** HH:mm, 24-hour clock */
  from: string;
  /** HH:mm, after `from` (same day) */
  to: string;
}

/** A doctor's structured weekly hours (beyond the spec's free-text availabilitySchedule). */
export interface WeeklyHours {
  /** IANA time zone name, e.g. Europe/Paris */
  timeZone: string;
  hours: WorkingHours[];
}

export const WEEKLY_HOURS_MAX_ENTRIES = 21;
export const HOUR_MINUTE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
