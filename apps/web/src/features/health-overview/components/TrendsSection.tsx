import { type HealthInfo } from '@vitalsync/contracts';

import { HealthTrends } from '../../health-trends/components/HealthTrends';

/**
 * Weight and heart rate over time (docs/product/screens-and-routes.md#health-overview), in the charts a doctor
 * sees; or why there is none yet.
 */
export const TrendsSection = ({ health }: { health: HealthInfo }) => (
  <HealthTrends
    health={health}
    emptyText={{
      weight: 'No weight readings yet. Each weight you save in your profile adds a point here.',
      heartRate: 'No heart rate readings yet. Each heart rate you save in your profile adds a point here.',
    }}
  />
);
