import { SimpleGrid, Text } from '@mantine/core';
import { type HealthInfo } from '@vitalsync/contracts';

import { SectionCard } from '../../../layout/SectionCard';
import { heartRateTrend, RESTING_HEART_RATE, weightTrend } from '../trendPoints';

import { HealthTrendCard } from './HealthTrendCard';

interface HealthTrendsProps {
  health: Pick<HealthInfo, 'weightHistory' | 'heartRateHistory'>;
  /**
   * What fills a card before its first reading; without it, such a card is not shown (the doctor's view:
   * docs/product/screens-and-routes.md#patients).
   */
  emptyText?: { weight: string; heartRate: string };
}

/**
 * "Weight Progress" and "Heart Rate History" (docs/product/screens-and-routes.md#patients), the same charts,
 * colours and ranges in the patient's overview and the doctor's patient detail.
 */
export const HealthTrends = ({ health, emptyText }: HealthTrendsProps) => {
  const cards = [
    {
      title: 'Weight Progress',
      label: 'Weight',
      unit: 'kg',
      color: 'teal.7',
      points: weightTrend(health),
      empty: emptyText?.weight,
    },
    {
      title: 'Heart Rate History',
      label: 'Heart rate',
      unit: 'bpm',
      color: 'blue.7',
      normal: RESTING_HEART_RATE,
      points: heartRateTrend(health),
      empty: emptyText?.heartRate,
    },
  ].filter(({ points, empty }) => points.length > 0 || empty !== undefined);
  if (cards.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {cards.map(({ empty, ...card }) =>
        card.points.length > 0 ? (
          <HealthTrendCard key={card.title} {...card} />
        ) : (
          <SectionCard key={card.title} title={card.title}>
            <Text c="dimmed">{empty}</Text>
          </SectionCard>
        ),
      )}
    </SimpleGrid>
  );
};
