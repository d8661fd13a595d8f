import { type Weekday, type WeeklyHours, type WorkingHours } from '@vitalsync/contracts';

/** One row of the weekly hours editor, as its inputs hold it (the day as the select's text value). */
export interface HoursRow {
  /** Stable React key: rows are added and removed in the middle. */
  key: number;
  day: string;
  from: string;
  to: string;
}

export interface WeeklyHoursDraft {
  timeZone: string;
  rows: HoursRow[];
}

interface WeekdayName {
  day: Weekday;
  label: string;
  short: string;
}

/** Monday first, as a working week reads; `day` counts as Date#getDay does (the contract's numbering). */
export const WEEKDAYS: readonly WeekdayName[] = [
  { day: 1, label: 'Monday', short: 'Mon' },
  { day: 2, label: 'Tuesday', short: 'Tue' },
  { day: 3, label: 'Wednesday', short: 'Wed' },
  { day: 4, label: 'Thursday', short: 'Thu' },
  { day: 5, label: 'Friday', short: 'Fri' },
  { day: 6, label: 'Saturday', short: 'Sat' },
  { day: 0, label: 'Sunday', short: 'Sun' },
];

const DEFAULT_FROM = '09:00';
const DEFAULT_TO = '17:00';

let lastRowKey = 0;
const nextRowKey = () => {
  lastRowKey += 1;
  return lastRowKey;
};

const weekPosition = (day: Weekday): number => (day + 6) % 7;

const inWeekOrder = (a: WorkingHours, b: WorkingHours): number =>
  weekPosition(a.day) - weekPosition(b.day) || a.from.localeCompare(b.from);

/** The editor's rows for saved hours (none when unset), in the zone they were saved in or else `fallbackZone`. */
export const weeklyHoursDraftOf = (
  weeklyHours: WeeklyHours | null,
  fallbackZone: string,
): WeeklyHoursDraft => ({
  timeZone: weeklyHours?.timeZone ?? fallbackZone,
  rows: [...(weeklyHours?.hours ?? [])]
    .sort(inWeekOrder)
    .map(({ day, from, to }) => ({ key: nextRowKey(), day: String(day), from, to })),
});

/** A new row: the day after the last row's, at its times, so a week is entered by pressing "Add hours" a few times. */
export const nextHoursRow = (rows: readonly HoursRow[]): HoursRow => {
  const last = rows.at(-1);
  if (!last) return { key: nextRowKey(), day: '1', from: DEFAULT_FROM, to: DEFAULT_TO };
  const position = WEEKDAYS.findIndex(({ day }) => String(day) === last.day);
  const following = WEEKDAYS[(position + 1) % WEEKDAYS.length] ?? WEEKDAYS[0];
  return { key: nextRowKey(), day: String(following?.day ?? 1), from: last.from, to: last.to };
};

/** What the profile save sends: null when there are no rows (any future time is bookable). */
export const weeklyHoursOf = (draft: WeeklyHoursDraft): WeeklyHours | null =>
  draft.rows.length === 0
    ? null
    : {
        timeZone: draft.timeZone,
        hours: draft.rows.map(({ day, from, to }) => ({ day: Number(day) as Weekday, from, to })),
      };

interface DayGroup {
  first: number;
  last: number;
  times: string;
}

const dayRange = ({ first, last }: DayGroup): string => {
  const name = (position: number) => WEEKDAYS[position]?.short ?? '';
  return first === last ? name(first) : `${name(first)}–${name(last)}`;
};

/**
 * The saved hours one line per run of days that share them, Monday first: ["Mon–Fri 09:00–12:00, 14:00–17:00",
 * "Sat 10:00–13:00"]. None when no hours are set.
 */
export const weeklyHoursLines = (weeklyHours: WeeklyHours | null): string[] => {
  const groups: DayGroup[] = [];
  WEEKDAYS.forEach(({ day }, position) => {
    const times = (weeklyHours?.hours ?? [])
      .filter((stretch) => stretch.day === day)
      .sort(inWeekOrder)
      .map(({ from, to }) => `${from}–${to}`)
      .join(', ');
    if (!times) return;
    const previous = groups.at(-1);
    if (previous && previous.times === times && previous.last === position - 1) previous.last = position;
    else groups.push({ first: position, last: position, times });
  });
  return groups.map((group) => `${dayRange(group)} ${group.times}`);
};

/** Every IANA zone this browser knows, with `current` kept even if the list leaves it out (e.g. "UTC"). */
export const timeZoneOptions = (current: string): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
};
