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

interface DayHours {
  first: Weekday;
  last: Weekday;
  stretches: string;
}

/**
 * A doctor's weekly hours in one line, Monday first, in the doctor's own zone. Days next to each other with the
 * same hours are one run: "Mon–Fri 09:00–12:00, 14:00–17:00; Sat 10:00–13:00 (Europe/Paris)". Undefined when no
 * day has hours.
 */
export const weeklyHoursSummary = (weeklyHours: WeeklyHours): string | undefined => {
  const runs: DayHours[] = [];
  let previous: Weekday | undefined;
  for (const day of WEEK_ORDER) {
    const stretches = weeklyHours.hours
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.from.localeCompare(b.from))
      .map(({ from, to }) => `${from}–${to}`)
      .join(', ');
    const run = runs.at(-1);
    if (stretches && run && run.last === previous && run.stretches === stretches) run.last = day;
    else if (stretches) runs.push({ first: day, last: day, stretches });
    previous = day;
  }
  if (runs.length === 0) return undefined;
  const days = runs.map(({ first, last, stretches }) =>
    first === last
      ? `${DAY_NAMES[first]} ${stretches}`
      : `${DAY_NAMES[first]}–${DAY_NAMES[last]} ${stretches}`,
  );
  return `${days.join('; ')} (${weeklyHours.timeZone})`;
};
