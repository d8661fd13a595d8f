import { Card, Group, Skeleton, Stack } from '@mantine/core';

const PLACEHOLDERS = ['first', 'second', 'third'] as const;

/** Stand-in cards while the appointments load, shaped like the real ones so nothing jumps when they arrive. */
export const AppointmentsSkeleton = () => (
  <Stack gap="md" role="status" aria-live="polite" aria-label="Loading appointments">
    {PLACEHOLDERS.map((key) => (
      <Card key={key} p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Skeleton height={18} width="40%" radius="xl" />
            <Skeleton height={18} width={72} radius="sm" />
          </Group>
          <Skeleton height={12} width="55%" radius="xl" />
          <Skeleton height={12} width="35%" radius="xl" />
          <Skeleton height={34} width="60%" />
        </Stack>
      </Card>
    ))}
  </Stack>
);
