import { ActionIcon, Button, Group, Loader, Skeleton, Slider, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconDroplet,
  IconMinus,
  IconPlus,
  IconRefresh,
} from '@tabler/icons-react';
import { WATER_STEP_LITRES } from '@vitalsync/contracts';
import { WATER_INTAKE_MAX_LITRES } from '@vitalsync/shared';

import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionCard } from '../../../layout/SectionCard';
import { type SaveStatus, useWaterIntake } from '../hooks/useWaterIntake';
import { formatLitres } from '../water';

import classes from './Lifestyle.module.css';

const MARKS = [0, 2.5, 5, 7.5, 10].map((value) => ({ value, label: `${value} L` }));

const SaveState = ({
  status,
  failure,
  onRetry,
}: {
  status: SaveStatus;
  failure?: string;
  onRetry: () => void;
}) => {
  if (status === 'error') {
    return (
      <Group gap="xs" c="var(--mantine-color-error)">
        <IconAlertCircle size={16} aria-hidden />
        <Text size="sm" c="var(--mantine-color-error)">{`Not saved. ${failure ?? ''}`}</Text>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Group>
    );
  }
  if (status === 'pending' || status === 'saving') {
    return (
      <Group gap="xs">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          Saving…
        </Text>
      </Group>
    );
  }
  if (status === 'saved') {
    return (
      <Group gap="xs">
        <IconCheck size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          Saved
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Changes are saved as you go.
    </Text>
  );
};

/**
 * Today's water intake (up to 10 litres, docs/product/screens-and-routes.md#lifestyle-tracker), in quarter litres
 * with − and + or the slider, kept per local day on the server.
 */
export const WaterIntakeCard = ({ day }: { day: string }) => {
  const water = useWaterIntake(day);
  const { litres } = water;

  const body = () => {
    if (litres === null) {
      return water.loadFailed ? (
        <LoadFailure error={water.loadError} onRetry={water.reload} retrying={water.reloading} />
      ) : (
        <Skeleton height={120} aria-label="Loading today's water intake" role="status" />
      );
    }
    return (
      <>
        <Group gap="sm" align="baseline">
          <IconDroplet size={28} aria-hidden className={classes.drop} />
          <p className={classes.value}>
            {formatLitres(litres)}
            <span className={classes.unit}>{`of ${WATER_INTAKE_MAX_LITRES} L`}</span>
          </p>
        </Group>
        <Group gap="md" wrap="nowrap" align="center" className={classes.controls}>
          <ActionIcon
            variant="default"
            size="xl"
            radius="xl"
            aria-label="Remove a quarter litre"
            disabled={litres <= 0}
            onClick={() => water.change(litres - WATER_STEP_LITRES)}
          >
            <IconMinus size={20} aria-hidden />
          </ActionIcon>
          <Slider
            className={classes.slider}
            min={0}
            max={WATER_INTAKE_MAX_LITRES}
            step={WATER_STEP_LITRES}
            value={litres}
            onChange={water.change}
            marks={MARKS}
            label={formatLitres}
            thumbLabel="Water intake today, in litres"
            thumbValueText={formatLitres}
            size="lg"
          />
          <ActionIcon
            variant="default"
            size="xl"
            radius="xl"
            aria-label="Add a quarter litre"
            disabled={litres >= WATER_INTAKE_MAX_LITRES}
            onClick={() => water.change(litres + WATER_STEP_LITRES)}
          >
            <IconPlus size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <div role="status" aria-live="polite">
          <SaveState status={water.status} failure={water.failure} onRetry={water.retry} />
        </div>
      </>
    );
  };

  return (
    <SectionCard title="Water Intake" description="How much you have drunk today, in quarter litres.">
      {body()}
    </SectionCard>
  );
};
