import { Badge } from '@mantine/core';

/**
 * Marks a figure or an item that is sample content, not the patient's own data (the spec's static steps and
 * reminders), so nobody reads it as a measurement of theirs.
 */
export const SampleBadge = () => (
  <Badge variant="default" radius="sm" tt="none" size="sm" style={{ flex: 'none' }}>
    Sample
  </Badge>
);
