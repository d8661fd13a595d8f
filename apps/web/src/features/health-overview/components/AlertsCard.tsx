import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { type HealthAlert, REMINDERS } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { SampleBadge } from '../../../layout/SampleBadge';
import { SectionCard } from '../../../layout/SectionCard';
import { HealthAlertNotice } from '../../user-notifications/components/HealthAlertNotice';

import classes from './HealthOverview.module.css';

interface AlertsCardProps {
  alert: HealthAlert | null;
  /** An emergency alert heads the page instead: it is not repeated here. */
  alertShownAbove: boolean;
}

/**
 * The AI alert and the static reminders (docs/product/screens-and-routes.md#health-overview), each marked as a
 * sample; dismissing them is the notifications page's job.
 */
export const AlertsCard = ({ alert, alertShownAbove }: AlertsCardProps) => (
  <SectionCard title="Alerts and Reminders">
    {alertShownAbove ? null : <HealthAlertNotice alert={alert} />}
    <Stack component="ul" gap="sm" className={classes.list} aria-label="Reminders">
      {REMINDERS.map((reminder) => (
        <li key={reminder.id} className={classes.listItem}>
          <ThemeIcon variant="light" size="md" radius="xl">
            <IconBellRinging size={16} aria-hidden />
          </ThemeIcon>
          <div className={classes.listText}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {reminder.title}
              </Text>
              <SampleBadge />
            </Group>
            <Text size="sm" c="dimmed">
              {reminder.text}
            </Text>
          </div>
        </li>
      ))}
    </Stack>
    <Anchor component={Link} to="/dashboard/user/notifications" size="sm" w="fit-content">
      Manage reminders
    </Anchor>
  </SectionCard>
);
