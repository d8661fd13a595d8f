import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { CHART_HEIGHT_PX } from '@vitalsync/shared';

/** The overview's shape while the profile loads: the summary, four tiles and a chart, never a blank page. */
export const OverviewSkeleton = () => (
  <Stack gap="lg" role="status" aria-live="polite" aria-label="Loading your health overview">
    <Card>
      <Stack gap="sm">
        <Skeleton height={16} width="30%" radius="xl" />
        <Skeleton height={56} />
      </Stack>
    </Card>
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {[0, 1, 2, 3].map((tile) => (
        <Skeleton key={tile} height={104} radius="lg" />
      ))}
    </SimpleGrid>
    <Card>
      <Skeleton height={CHART_HEIGHT_PX} />
    </Card>
  </Stack>
);
