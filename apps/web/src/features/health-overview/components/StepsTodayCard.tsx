import { Group, Text } from '@mantine/core';
import { STEPS_TODAY_SAMPLE } from '@vitalsync/shared';

import { SampleBadge } from '../../../layout/SampleBadge';
import { SectionCard } from '../../../layout/SectionCard';
import { StepsProgress } from './StepsProgress';

/**
 * docs/product/limits.md#steps: no step counter is connected yet; the overview shows the fixed figure, marked as a
 * sample.
 */
export const StepsTodayCard = () => (
  <SectionCard title="Steps Today">
    <StepsProgress steps={STEPS_TODAY_SAMPLE} />
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        No step counter is connected yet: this figure is an example, not your own.
      </Text>
      <SampleBadge />
    </Group>
  </SectionCard>
);
