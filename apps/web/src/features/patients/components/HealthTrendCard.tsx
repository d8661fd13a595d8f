import { Skeleton, VisuallyHidden } from '@mantine/core';
import { CHART_HEIGHT_PX } from '@vitalsync/shared';
import { lazy, Suspense } from 'react';

import { SectionCard } from '../../../layout/SectionCard';
import { monthLabel } from '../patientFacts';

import { type TrendPoint } from './HealthTrendChart';

const HealthTrendChart = lazy(() =>
  import('./HealthTrendChart').then(({ HealthTrendChart: chart }) => ({ default: chart })),
);

interface HealthTrendCardProps {
  title: string;
  points: readonly TrendPoint[];
  label: string;
  unit: string;
  color: string;
}

/** A titled chart of one measurement; screen readers get the readings as a list instead of the drawing. */
export const HealthTrendCard = ({ title, points, label, unit, color }: HealthTrendCardProps) => (
  <SectionCard title={title}>
    <Suspense fallback={<Skeleton height={CHART_HEIGHT_PX} />}>
      <div aria-hidden>
        <HealthTrendChart points={points} label={label} unit={unit} color={color} />
      </div>
    </Suspense>
    <VisuallyHidden>
      <ul>
        {points.map(({ month, value }, index) => (
          <li key={`${index}-${month}`}>
            {monthLabel(month)}: {value} {unit}
          </li>
        ))}
      </ul>
    </VisuallyHidden>
  </SectionCard>
);
