import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { CHART_HEIGHT_PX } from '@vitalsync/shared';
import { lazy, Suspense } from 'react';

import { SectionCard } from '../../../layout/SectionCard';
import { readingMoment } from '../trendPoints';
import { useOnScreen } from '../useOnScreen';

import { type HealthTrendChartProps } from './HealthTrendChart';

const HealthTrendChart = lazy(() =>
  import('./HealthTrendChart').then(({ HealthTrendChart: chart }) => ({ default: chart })),
);

interface HealthTrendCardProps extends HealthTrendChartProps {
  title: string;
}

/**
 * A titled chart of one measurement; screen readers get the readings as a list instead of the drawing, and
 * everyone gets the shaded band and the red dots explained in words. The chart's code (recharts) loads only once
 * the card nears the screen; until then a placeholder of the chart's height holds its place.
 */
export const HealthTrendCard = ({ title, ...chart }: HealthTrendCardProps) => {
  const [chartRef, onScreen] = useOnScreen<HTMLDivElement>();
  const placeholder = <Skeleton height={CHART_HEIGHT_PX} />;
  return (
    <SectionCard title={title}>
      <div ref={chartRef} aria-hidden>
        {onScreen ? (
          <Suspense fallback={placeholder}>
            <HealthTrendChart {...chart} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {chart.normal ? (
        <Text size="xs" c="dimmed" mt="xs">
          {`Shaded: normal resting range, ${chart.normal.low}–${chart.normal.high} ${chart.unit}. Red points lie outside it.`}
        </Text>
      ) : null}
      <VisuallyHidden>
        <ul>
          {chart.points.map(({ at, value, outOfRange }, index) => (
            <li key={`${index}-${at}`}>
              {readingMoment(at)}: {value} {chart.unit}
              {outOfRange ? ' (out of range)' : ''}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </SectionCard>
  );
};
