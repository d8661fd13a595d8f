import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

import { EmergencyFlag } from '../../emergencies/components/EmergencyFlag';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { type ChatContact } from '../chatContact';
import { type ChatConnection } from '../chatSession';

import classes from './ChatView.module.css';

const CONNECTION_LABELS: Readonly<Record<ChatConnection, string>> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Offline',
  refused: 'Not connected',
};

interface ChatHeaderProps {
  contact: ChatContact;
  connection: ChatConnection;
  backLabel: string;
  onBack: () => void;
}

/**
 * The chat view's top: the way back to the list (docs/product/screens-and-routes.md#doctor-chats) and who the
 * conversation is with.
 */
export const ChatHeader = ({ contact, connection, backLabel, onBack }: ChatHeaderProps) => (
  <Stack gap="xs">
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      onClick={onBack}
      w="fit-content"
      px="xs"
    >
      {backLabel}
    </Button>
    <Group gap="sm" wrap="nowrap">
      <ProfilePicture file={contact.picture} name={contact.fullName} size={44} />
      <Stack gap={0} miw={0} className={classes.grow}>
        <Title order={2} fz="lg" className={classes.name}>
          {contact.name}
        </Title>
        <EmergencyFlag patientId={contact.id} size="sm" />
        <Text size="sm" c="dimmed" className={classes.name}>
          {contact.detail}
        </Text>
      </Stack>
      <Text size="xs" c="dimmed" className={classes.connection} data-connection={connection}>
        {CONNECTION_LABELS[connection]}
      </Text>
    </Group>
  </Stack>
);
