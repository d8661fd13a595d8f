import { Badge, Group, Text } from '@mantine/core';
import { STEPS_TODAY_SAMPLE } from '@vitalsync/shared';

import { SectionCard } from '../../../layout/SectionCard';
import { StepsProgress } from '../../health-overview/components/StepsProgress';

import classes from './Lifestyle.module.css';

/** Steps today against the goal (the figures of docs/product/limits.md#steps), marked as sample figures. */
export const ActivityCard = () => (
  <SectionCard title="Activity" description="Steps today, against your daily goal.">
    <StepsProgress steps={STEPS_TODAY_SAMPLE} />
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        A brisk 30-minute walk is about 3,500 steps.
      </Text>
      <Badge variant="default" radius="sm" tt="none" className={classes.sample}>
        Sample
      </Badge>
    </Group>
  </SectionCard>
);
