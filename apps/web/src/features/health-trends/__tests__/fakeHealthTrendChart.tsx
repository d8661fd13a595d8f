import { type TrendPoint } from '../trendPoints';

/**
 * jsdom lays nothing out, so recharts would draw a 0×0 chart and warn: this stand-in for `HealthTrendChart` shows
 * what the chart was given (each value, "!" when out of range). Use it with
 * `jest.mock('…/HealthTrendChart', () => jest.requireActual('…/fakeHealthTrendChart'))`.
 */
export const HealthTrendChart = ({ label, points }: { label: string; points: TrendPoint[] }) => (
  <figure aria-label={`${label} chart`}>
    {points.map(({ value, outOfRange }) => (outOfRange ? `${value}!` : `${value}`)).join(' ')}
  </figure>
);
