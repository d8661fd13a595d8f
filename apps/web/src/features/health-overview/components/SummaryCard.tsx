import { Button, Group, Loader, Text } from '@mantine/core';
import { IconSparkles, IconUserEdit } from '@tabler/icons-react';
import { AI_MESSAGES } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { SectionCard } from '../../../layout/SectionCard';
import { type InsightsState } from '../healthFacts';

import classes from './HealthOverview.module.css';

/**
 * The AI summary (docs/product/screens-and-routes.md#health-overview), or why there is none yet and what to do
 * about it.
 */
export const SummaryCard = ({ state }: { state: InsightsState }) => (
  <SectionCard title="AI Health Summary">
    {state.kind === 'ready' ? (
      <Group gap="sm" align="flex-start" wrap="nowrap" className={classes.summary}>
        <IconSparkles size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        <Text className={classes.listText}>{state.insights.health_summary}</Text>
      </Group>
    ) : null}
    {state.kind === 'preparing' ? (
      <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text>Your health summary is being prepared from your latest measurements.</Text>
      </Group>
    ) : null}
    {state.kind === 'no-data' ? (
      <Group justify="space-between" gap="sm">
        <Text>{AI_MESSAGES.noHealthData}</Text>
        <Button
          component={Link}
          to="/dashboard/user/profile"
          variant="light"
          leftSection={<IconUserEdit size={18} aria-hidden />}
        >
          Update profile
        </Button>
      </Group>
    ) : null}
  </SectionCard>
);
