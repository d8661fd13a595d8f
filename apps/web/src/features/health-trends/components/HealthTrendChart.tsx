import '@mantine/charts/styles.css';

import { LineChart } from '@mantine/charts';
import { CHART_HEIGHT_PX } from '@vitalsync/shared';

import {
  monthTickLabel,
  monthTicks,
  type NormalRange,
  readingMoment,
  type TrendPoint,
  valueAxis,
} from '../trendPoints';

export interface HealthTrendChartProps {
  points: readonly TrendPoint[];
  /** Names the series in the tooltip and the y axis ("Weight", "Heart rate"). */
  label: string;
  unit: string;
  color: string;
  /** Shaded behind the line when the measurement has one. */
  normal?: NormalRange;
}

const OUT_OF_RANGE_COLOR = 'var(--mantine-color-red-filled)';

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
  payload?: TrendPoint;
}

/** Each reading's dot in the series colour, red only when it is out of the normal range. */
const readingDot =
  (color: string, radius: number) =>
  ({ cx, cy, index, payload }: DotProps) => (
    <circle
      key={`dot-${index}`}
      cx={cx}
      cy={cy}
      r={radius}
      fill={payload?.outOfRange ? OUT_OF_RANGE_COLOR : color}
      stroke="var(--mantine-color-body)"
      strokeWidth={1.5}
    />
  );

/**
 * Every reading of a measurement on a time axis with month ticks (docs/product/screens-and-routes.md#patients: x
 * month, y value, 200 px high), joined by a line, the y axis fitted to the readings. Its own module, loaded lazily:
 * the charting library is the heaviest thing a page downloads and only a patient with history needs it.
 */
export const HealthTrendChart = ({ points, label, unit, color, normal }: HealthTrendChartProps) => {
  const ticks = monthTicks(points);
  const values = valueAxis(points);
  const seriesColor = `var(--mantine-color-${color.replace('.', '-')})`;
  return (
    <LineChart
      h={CHART_HEIGHT_PX}
      data={points.map(({ at, value, outOfRange }) => ({ at, outOfRange, [label]: value }))}
      dataKey="at"
      series={[{ name: label, color }]}
      unit={` ${unit}`}
      xAxisLabel="Month"
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: [ticks[0] ?? 'dataMin', ticks.at(-1) ?? 'dataMax'],
        ticks,
        tickFormatter: monthTickLabel,
      }}
      yAxisLabel={label}
      // Room for the widest tick ("120 bpm") between the axis and its rotated label, so the two never overlap.
      yAxisProps={{ width: 84, domain: values.domain, ticks: values.ticks }}
      referenceAreas={
        normal ? [{ y1: normal.low, y2: normal.high, color: 'green', ifOverflow: 'hidden', label: '' }] : []
      }
      tooltipProps={{ labelFormatter: (at) => (typeof at === 'number' ? readingMoment(at) : at) }}
      lineProps={{ dot: readingDot(seriesColor, 4), activeDot: readingDot(seriesColor, 6) }}
      curveType="linear"
      withLegend={false}
      // The card lists the readings for assistive technology; the drawing itself stays out of the tab order.
      accessibilityLayer={false}
    />
  );
};
