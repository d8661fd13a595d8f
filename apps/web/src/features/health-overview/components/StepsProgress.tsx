import { Group, Progress, Text } from '@mantine/core';
import { STEPS_GOAL } from '@vitalsync/shared';

import { stepsPercent, stepsText } from '../healthFacts';

import classes from './HealthOverview.module.css';

interface StepsProgressProps {
  steps: number;
  goal?: number;
}

/**
 * Steps today against the goal as a bar (docs/product/screens-and-routes.md#health-overview). Mantine's bar would
 * announce only "54%": this one says the steps and the goal, and its range is in steps.
 */
export const StepsProgress = ({ steps, goal = STEPS_GOAL }: StepsProgressProps) => {
  const percent = stepsPercent(steps, goal);
  const text = stepsText(steps, goal);
  return (
    <div>
      <Group justify="space-between" align="baseline" gap="xs">
        <p className={classes.value}>
          {steps.toLocaleString('en-US')}
          <span className={classes.unit}>{`/ ${goal.toLocaleString('en-US')} steps`}</span>
        </p>
        <Text size="sm" c="dimmed">
          {`${percent}% of your daily goal`}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl" mt="sm">
        <Progress.Section
          value={percent}
          withAria={false}
          role="progressbar"
          aria-label="Steps today"
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={steps}
          aria-valuetext={text}
        />
      </Progress.Root>
    </div>
  );
};
