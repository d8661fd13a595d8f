import { SimpleGrid, Text } from '@mantine/core';
import { type HealthInfo } from '@vitalsync/contracts';

import { SectionCard } from '../../../layout/SectionCard';
import { HealthTrendCard } from '../../patients/components/HealthTrendCard';
import { type TrendPoint } from '../../patients/components/HealthTrendChart';
import { heartRatePoints, weightPoints } from '../healthFacts';

interface TrendProps {
  title: string;
  label: string;
  unit: string;
  color: string;
  points: readonly TrendPoint[];
  /** What fills the card before the first reading. */
  emptyText: string;
}

const Trend = ({ points, emptyText, ...chart }: TrendProps) =>
  points.length > 0 ? (
    <HealthTrendCard points={points} {...chart} />
  ) : (
    <SectionCard title={chart.title}>
      <Text c="dimmed">{emptyText}</Text>
    </SectionCard>
  );

/**
 * Weight and heart rate by month (spec section 2), the month's latest reading each, in the charts a doctor sees;
 * or why there is none yet.
 */
export const TrendsSection = ({ health }: { health: HealthInfo }) => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
    <Trend
      title="Weight Progress"
      label="Weight"
      unit="kg"
      color="teal.7"
      points={weightPoints(health)}
      emptyText="No weight readings yet. Each weight you save in your profile adds a point here."
    />
    <Trend
      title="Heart Rate History"
      label="Heart rate"
      unit="bpm"
      color="blue.7"
      points={heartRatePoints(health)}
      emptyText="No heart rate readings yet. Each heart rate you save in your profile adds a point here."
    />
  </SimpleGrid>
);
