import {
  Badge,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { bmi, bmiCategory, DEFAULT_HEART_RATE, STEPS_GOAL, STEPS_TODAY_SAMPLE } from '@vitalsync/shared';

import classes from './HealthPreview.module.css';

// Sample person for the illustration only; the real overview reads the signed-in profile.
const SAMPLE_WEIGHT_KG = 68;
const SAMPLE_HEIGHT_CM = 172;
const sampleBmi = bmi(SAMPLE_WEIGHT_KG, SAMPLE_HEIGHT_CM) ?? 0;
const stepsPercent = Math.round((STEPS_TODAY_SAMPLE / STEPS_GOAL) * 100);

interface StatProps {
  label: string;
  value: string;
  unit?: string;
  footer?: ReactNode;
}

const Stat = ({ label, value, unit, footer }: StatProps) => (
  <div className={classes.stat}>
    <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4}>
      {label}
    </Text>
    <Text className={classes.value} mt={6}>
      {value}
      {unit && <span className={classes.unit}>{unit}</span>}
    </Text>
    {footer && <div style={{ marginTop: 8 }}>{footer}</div>}
  </div>
);

/**
 * A still of the patient health overview, so visitors see what they get before signing up. Its figures belong to
 * nobody: it says "Sample" and claims nothing about the reader, who may be a signed-in patient in an emergency.
 */
export const HealthPreview = () => (
  <Card component="figure" m={0} className={classes.card} padding="lg">
    <VisuallyHidden component="figcaption">Example of a patient health overview</VisuallyHidden>
    <Group justify="space-between" mb="md">
      <div>
        <Text fw={700}>Health overview</Text>
        <Text size="sm" c="dimmed">
          A sample patient, today
        </Text>
      </div>
      <Badge variant="default" size="lg" radius="sm" tt="none">
        Sample
      </Badge>
    </Group>

    <SimpleGrid cols={2} spacing="sm">
      <Stat label="Heart rate" value={String(DEFAULT_HEART_RATE)} unit="bpm" />
      <Stat
        label="BMI"
        value={sampleBmi.toFixed(1)}
        footer={
          <Text size="xs" fw={600} c="teal">
            {bmiCategory(sampleBmi)}
          </Text>
        }
      />
    </SimpleGrid>

    <div className={classes.stat} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
      <Group justify="space-between" align="baseline">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4}>
          Steps today
        </Text>
        <Text size="sm" c="dimmed">
          {`${stepsPercent}% of goal`}
        </Text>
      </Group>
      <Text className={classes.value} mt={6}>
        {STEPS_TODAY_SAMPLE.toLocaleString('en-US')}
        <span className={classes.unit}>{`/ ${STEPS_GOAL.toLocaleString('en-US')}`}</span>
      </Text>
      <Progress value={stepsPercent} mt="sm" size="md" radius="xl" aria-label="Steps towards daily goal" />
    </div>

    <Stack gap={6} mt="md" className={classes.summary}>
      <Group gap="xs">
        <ThemeIcon size="sm" variant="transparent">
          <IconSparkles size={16} />
        </ThemeIcon>
        <Text size="sm" fw={600}>
          AI summary
        </Text>
      </Group>
      <Text size="sm">
        Heart rate and weight are steady this month. A short walk after lunch would pass the daily step goal.
      </Text>
    </Stack>
  </Card>
);
