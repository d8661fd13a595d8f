import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging, IconX } from '@tabler/icons-react';
import { type REMINDERS, type ReminderId } from '@vitalsync/contracts';
import { useId } from 'react';

import { SampleBadge } from '../../../layout/SampleBadge';

import classes from './ReminderList.module.css';

type Reminder = (typeof REMINDERS)[number];

interface ReminderListProps {
  reminders: readonly Reminder[];
  onDismiss: (id: ReminderId) => void;
}

const ReminderItem = ({
  reminder,
  onDismiss,
}: {
  reminder: Reminder;
  onDismiss: (id: ReminderId) => void;
}) => {
  const titleId = useId();
  return (
    <Card component="li" padding="md" aria-labelledby={titleId} className={classes.item}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="md" className={classes.row}>
        <Group gap="md" wrap="nowrap" align="flex-start" miw={0}>
          <ThemeIcon variant="light" size="lg" radius="xl">
            <IconBellRinging size={18} aria-hidden />
          </ThemeIcon>
          <div className={classes.text}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} id={titleId}>
                {reminder.title}
              </Text>
              <SampleBadge />
            </Group>
            <Text size="sm" c="dimmed">
              {reminder.text}
            </Text>
          </div>
        </Group>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconX size={16} aria-hidden />}
          aria-label={`Dismiss ${reminder.title}`}
          onClick={() => onDismiss(reminder.id)}
          className={classes.dismiss}
        >
          Dismiss
        </Button>
      </Group>
    </Card>
  );
};

/**
 * The reminders still showing, each with "Dismiss" (docs/product/screens-and-routes.md#patient-notifications) and
 * marked as a sample: they are static.
 */
export const ReminderList = ({ reminders, onDismiss }: ReminderListProps) => (
  <Stack component="ul" gap="sm" aria-label="Reminders" className={classes.list}>
    {reminders.map((reminder) => (
      <ReminderItem key={reminder.id} reminder={reminder} onDismiss={onDismiss} />
    ))}
  </Stack>
);
