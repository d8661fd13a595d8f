import { Badge, SimpleGrid } from '@mantine/core';
import { IconHeartbeat, IconRuler2, IconScale, IconYoga } from '@tabler/icons-react';
import { type HealthInfo, isEmergencyHeartRate } from '@vitalsync/contracts';
import { type BmiCategory } from '@vitalsync/shared';

import { bmiFacts } from '../healthFacts';

import { VitalTile } from './VitalTile';

// Calm colours for the categories; red stays reserved for emergencies
// (docs/architecture.md#web-client-look-and-accessibility).
const CATEGORY_COLOR: Readonly<Record<BmiCategory, string>> = {
  Underweight: 'yellow',
  'Healthy Weight': 'teal',
  Overweight: 'yellow',
  Obesity: 'orange',
};

const reading = (value: number | null): string | null => (value === null ? null : String(value));

/**
 * Height, weight, BMI with its category, and heart rate: the numbers of
 * docs/product/screens-and-routes.md#health-overview, large and legible.
 */
export const VitalsGrid = ({ health }: { health: HealthInfo }) => {
  const facts = bmiFacts(health.weight, health.height);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <VitalTile
        label="Height"
        icon={<IconRuler2 size={16} aria-hidden />}
        value={reading(health.height)}
        unit="cm"
      />
      <VitalTile
        label="Weight"
        icon={<IconScale size={16} aria-hidden />}
        value={reading(health.weight)}
        unit="kg"
      />
      <VitalTile
        label="BMI"
        icon={<IconYoga size={16} aria-hidden />}
        value={facts?.value ?? null}
        footer={
          facts ? (
            <Badge
              variant="light"
              color={CATEGORY_COLOR[facts.category]}
              // The tint carries the category; the words keep the body text colour, since yellow and orange
              // text on their own light tint stays under 4.5:1.
              c="var(--mantine-color-text)"
              radius="sm"
              tt="none"
              mt={6}
            >
              {facts.category}
            </Badge>
          ) : null
        }
      />
      <VitalTile
        label="Heart rate"
        icon={<IconHeartbeat size={16} aria-hidden />}
        value={reading(health.heartRate)}
        unit="bpm"
        footer={
          isEmergencyHeartRate(health.heartRate) ? (
            <Badge color="red.9" radius="sm" tt="none" mt={6}>
              Emergency range
            </Badge>
          ) : null
        }
      />
    </SimpleGrid>
  );
};
