import '@mantine/charts/styles.css';

import { LineChart } from '@mantine/charts';
import { CHART_HEIGHT_PX } from '@vitalsync/shared';

import { monthLabel } from '../patientFacts';

export interface TrendPoint {
  month: string;
  value: number;
}

interface HealthTrendChartProps {
  points: readonly TrendPoint[];
  /** Names the series in the tooltip and the y axis ("Weight", "Heart rate"). */
  label: string;
  unit: string;
  color: string;
}

/**
 * A health measurement by month (spec section 2: x month, y value, 200 px high). Its own module, loaded lazily: the
 * charting library is the heaviest thing a doctor's page downloads and only a patient with history needs it.
 */
export const HealthTrendChart = ({ points, label, unit, color }: HealthTrendChartProps) => (
  <LineChart
    h={CHART_HEIGHT_PX}
    data={points.map(({ month, value }) => ({ month, [label]: value }))}
    dataKey="month"
    series={[{ name: label, color }]}
    unit={` ${unit}`}
    xAxisLabel="Month"
    xAxisProps={{ tickFormatter: monthLabel }}
    yAxisLabel={label}
    // Room for the widest tick ("120 bpm") between the axis and its rotated label, so the two never overlap.
    yAxisProps={{ width: 84 }}
    curveType="linear"
    withLegend={false}
    // The card lists the readings for assistive technology; the drawing itself stays out of the tab order.
    accessibilityLayer={false}
  />
);
