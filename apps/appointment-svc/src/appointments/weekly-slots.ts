import { APPOINTMENT_MINUTES, type WeeklyHours } from '@vitalsync/contracts';
import { DateTime, Duration } from 'luxon';

const SLOT = Duration.fromObject({ minutes: APPOINTMENT_MINUTES });

export interface TimeRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

const minutesOf = (hourMinute: string): { hour: number; minute: number } => {
  const [hour = 0, minute = 0] = hourMinute.split(':').map(Number);
  return { hour, minute };
};

/**
 * The slot starts of one of the doctor's local days: from each stretch's `from`, every 30 minutes of real time
 * while the slot ends by `to`. A wall time skipped by a DST change starts the stretch at the next real instant.
 */
const slotsOfLocalDay = (hours: WeeklyHours, day: DateTime): DateTime[] => {
  // luxon counts Monday 1 … Sunday 7; the contract counts as Date#getDay, Sunday 0.
  const weekday = day.weekday % 7;
  return hours.hours
    .filter((stretch) => stretch.day === weekday)
    .flatMap((stretch) => {
      const end = day.set(minutesOf(stretch.to));
      const starts: DateTime[] = [];
      for (let start = day.set(minutesOf(stretch.from)); start.plus(SLOT) <= end; start = start.plus(SLOT)) {
        starts.push(start);
      }
      return starts;
    });
};

/** Every slot start of the doctor's weekly hours within `range`, earliest first, each once. */
export const weeklySlots = (hours: WeeklyHours, range: TimeRange): Date[] => {
  const from = DateTime.fromJSDate(range.from, { zone: hours.timeZone });
  const to = DateTime.fromJSDate(range.to, { zone: hours.timeZone });
  const starts = new Set<number>();
  for (let day = from.startOf('day'); day < to; day = day.plus({ days: 1 }).startOf('day')) {
    for (const start of slotsOfLocalDay(hours, day)) {
      const millis = start.toMillis();
      if (millis >= range.from.getTime() && millis < range.to.getTime()) starts.add(millis);
    }
  }
  return [...starts].sort((a, b) => a - b).map((millis) => new Date(millis));
};

/** Whether `at` is exactly the start of one of the doctor's slots. */
export const isSlotStart = (hours: WeeklyHours, at: Date): boolean =>
  weeklySlots(hours, { from: at, to: new Date(at.getTime() + 1) }).length === 1;

/** The calendar day `date` (YYYY-MM-DD) as lived in `timeZone`: midnight to the next midnight. */
export const calendarDay = (date: string, timeZone: string): TimeRange => {
  const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).startOf('day').toJSDate() };
};

const overlaps = (start: number, other: number): boolean =>
  start < other + SLOT.toMillis() && other < start + SLOT.toMillis();

/** The slots of the viewer's day that are still ahead and overlap none of the doctor's taken appointments. */
export const freeSlots = (hours: WeeklyHours, day: TimeRange, now: Date, taken: readonly Date[]): Date[] =>
  weeklySlots(hours, day).filter(
    (start) =>
      start.getTime() > now.getTime() &&
      !taken.some((appointment) => overlaps(start.getTime(), appointment.getTime())),
  );
