import { Skeleton, Stack } from '@mantine/core';

/** Rows standing in for a section's content while it loads. */
export const SectionSkeleton = ({ label }: { label: string }) => (
  <Stack gap="xs" role="status" aria-live="polite" aria-label={label}>
    <Skeleton height={44} />
    <Skeleton height={44} width="80%" />
  </Stack>
);
