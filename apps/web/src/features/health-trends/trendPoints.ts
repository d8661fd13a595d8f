import { type HealthInfo } from '@vitalsync/contracts';
import { onFirstUse } from '../../app/onFirstUse';

/**
 * A reading as the histories store it (docs/product/entities.md#profile): its value, its month and, since issue 18,
 * its moment.
 */
export interface TrendReading {
  value: number;
  /** YYYY-MM */
  month: string;
  /** ISO timestamp; older entries may lack a usable one. */
  date: string;
}

/** One drawn reading: where it sits on the time axis and whether it falls outside the normal range. */
export interface TrendPoint {
  /** Epoch milliseconds of the reading. */
  at: number;
  value: number;
  outOfRange: boolean;
}

export interface NormalRange {
  low: number;
  high: number;
}

/** The normal resting heart rate: NEWS2's band scoring 0, 51–90 bpm. Shaded on the chart, red outside it. */
export const RESTING_HEART_RATE: NormalRange = { low: 51, high: 90 };

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** When a reading was taken: its date, or the first of its month for an entry written before dates were kept. */
const momentOf = ({ date, month }: TrendReading): number | null => {
  const at = Date.parse(date);
  if (!Number.isNaN(at)) return at;
  const match = MONTH_KEY.exec(month);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) : null;
};

/** Every reading, oldest first (five saves in a month are five points); one with no moment at all is left out. */
export const trendPoints = (readings: readonly TrendReading[], normal?: NormalRange): TrendPoint[] =>
  readings
    .flatMap((reading) => {
      const at = momentOf(reading);
      if (at === null) return [];
      const outOfRange = normal !== undefined && (reading.value < normal.low || reading.value > normal.high);
      return [{ at, value: reading.value, outOfRange }];
    })
    .sort((a, b) => a.at - b.at);

export const weightTrend = ({ weightHistory }: Pick<HealthInfo, 'weightHistory'>): TrendPoint[] =>
  trendPoints(weightHistory.map(({ weight, month, date }) => ({ value: weight, month, date })));

export const heartRateTrend = ({ heartRateHistory }: Pick<HealthInfo, 'heartRateHistory'>): TrendPoint[] =>
  trendPoints(
    heartRateHistory.map(({ heartRate, month, date }) => ({ value: heartRate, month, date })),
    RESTING_HEART_RATE,
  );

const NICE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100];
/** About this many gaps between the y axis's ticks. */
const Y_GAPS = 4;

export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

/**
 * The y axis fitted to the readings, not from 0: a little room above and below, bounds and ticks on a round step
 * (1, 2, 5, 10 … units), so a change of one kilogram is visible and the ticks read easily.
 */
export const valueAxis = (points: readonly TrendPoint[]): ValueAxis => {
  const values = points.map(({ value }) => value);
  const room = Math.max(2, (Math.max(...values) - Math.min(...values)) * 0.1);
  const low = Math.min(...values) - room;
  const high = Math.max(...values) + room;
  const step = NICE_STEPS.find((candidate) => (high - low) / candidate <= Y_GAPS) ?? NICE_STEPS.at(-1) ?? 1;
  const from = Math.floor(low / step) * step;
  const to = Math.ceil(high / step) * step;
  const ticks = Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);
  return { domain: [from, to], ticks };
};

const monthStart = (at: number, monthsLater = 0): number => {
  const day = new Date(at);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + monthsLater, 1);
};

/**
 * The time axis's month ticks (x axis month: docs/product/screens-and-routes.md#patients): the first of each month
 * from the first reading's month to the month after the last reading, so every reading lies between two ticks. The
 * axis spans the first to the last tick.
 */
export const monthTicks = (points: readonly TrendPoint[]): number[] => {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  const ticks: number[] = [];
  for (let tick = monthStart(first.at); tick <= monthStart(last.at, 1); tick = monthStart(tick, 1)) {
    ticks.push(tick);
  }
  return ticks;
};

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const readingFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** A tick: "Nov 2026". */
export const monthTickLabel = (at: number): string => monthFormat().format(at);

/** When a reading was taken, as the tooltip and the screen-reader list say it: "Nov 27, 2026, 09:30 AM". */
export const readingMoment = (at: number): string => readingFormat().format(at);
