import { type WeeklyHours, type Weekday } from '@vitalsync/contracts';

// The working week first, as a rota is read.
const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  0: 'Sun',
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
};

/**
 * A doctor's weekly hours in one line, Monday first, each day's stretches in time order, in the doctor's own zone:
 * "Mon 09:00–12:00, 14:00–17:00; Tue 09:00–11:00 (Europe/Paris)". Undefined when no day has hours.
 */
export const weeklyHoursSummary = (weeklyHours: WeeklyHours): string | undefined => {
  const days = WEEK_ORDER.flatMap((day) => {
    const stretches = weeklyHours.hours
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.from.localeCompare(b.from))
      .map(({ from, to }) => `${from}–${to}`);
    return stretches.length ? [`${DAY_NAMES[day]} ${stretches.join(', ')}`] : [];
  });
  return days.length ? `${days.join('; ')} (${weeklyHours.timeZone})` : undefined;
};
