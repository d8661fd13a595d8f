import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** Stand-in for a dashboard page while its code or data loads. */
export const ContentSkeleton = () => (
  <Stack gap="lg" role="status" aria-live="polite" aria-label="Loading">
    <Card>
      <Group gap="lg" wrap="nowrap">
        <Skeleton circle height={72} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={12} width="30%" radius="xl" />
          <Skeleton height={22} width="60%" radius="xl" />
          <Skeleton height={12} width="45%" radius="xl" />
        </Stack>
      </Group>
    </Card>
    <Card>
      <Stack gap="md">
        <Skeleton height={14} width="25%" radius="xl" />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} width="70%" />
      </Stack>
    </Card>
  </Stack>
);
