import { Skeleton, Stack } from '@mantine/core';

/** Cards standing in for the reports while they load. */
export const ReportsSkeleton = ({ label }: { label: string }) => (
  <Stack gap="xs" role="status" aria-live="polite" aria-label={label}>
    <Skeleton height={88} />
    <Skeleton height={88} width="80%" />
  </Stack>
);
