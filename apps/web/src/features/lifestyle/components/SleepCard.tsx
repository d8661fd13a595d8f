import { Badge, Group, Progress, Text } from '@mantine/core';

import { SectionCard } from '../../../layout/SectionCard';

import classes from './Lifestyle.module.css';

// docs/product/screens-and-routes.md#lifestyle-tracker: the tracker's other content is sample content; no sleep
// tracker is connected.
const SAMPLE_SLEEP_MINUTES = 7 * 60 + 20;
const SLEEP_GOAL_MINUTES = 8 * 60;

/** Last night's sleep against the eight-hour goal, marked as sample figures. */
export const SleepCard = () => {
  const hours = Math.floor(SAMPLE_SLEEP_MINUTES / 60);
  const minutes = SAMPLE_SLEEP_MINUTES % 60;
  const percent = Math.round((SAMPLE_SLEEP_MINUTES / SLEEP_GOAL_MINUTES) * 100);
  return (
    <SectionCard title="Sleep" description="Last night, against a goal of 8 hours.">
      <p className={classes.value}>{`${hours} h ${minutes} min`}</p>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={percent}
          color="indigo.6"
          withAria={false}
          role="progressbar"
          aria-label="Sleep last night"
          aria-valuemin={0}
          aria-valuemax={SLEEP_GOAL_MINUTES}
          aria-valuenow={SAMPLE_SLEEP_MINUTES}
          aria-valuetext={`${hours} hours ${minutes} minutes of 8 hours`}
        />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          Adults need seven to nine hours. A regular bedtime helps more than a long lie-in.
        </Text>
        <Badge variant="default" radius="sm" tt="none" className={classes.sample}>
          Sample
        </Badge>
      </Group>
    </SectionCard>
  );
};
