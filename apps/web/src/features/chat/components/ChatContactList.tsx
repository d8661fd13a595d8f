import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { type ChatSummary } from '@vitalsync/contracts';
import { type ReactNode } from 'react';

import { formatAppointmentDate } from '../../appointments/appointmentTime';
import { EmergencyFlag } from '../../emergencies/components/EmergencyFlag';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { type ChatContact } from '../chatContact';

import classes from './ChatContactList.module.css';
import { UnreadBadge } from './UnreadBadge';

interface ChatContactListProps {
  /** Names the list ("Your patients"). */
  label: string;
  contacts: readonly ChatContact[];
  summaries: ReadonlyMap<string, ChatSummary>;
  onChat: (contactId: string) => void;
  /** More buttons for one contact (the doctor's "View Profile"); `nameId` names whose they are. */
  extraActions?: (contact: ChatContact, nameId: string) => ReactNode;
}

const chatButtonId = (contactId: string) => `chat-with-${contactId}`;

/** Where focus returns when the reader comes back from a conversation: that contact's "Chat" button. */
export const focusChatButton = (contactId: string) =>
  document.getElementById(chatButtonId(contactId))?.focus();

/**
 * docs/product/screens-and-routes.md#doctor-chats: each person with "Chat" (and more), the last chat date and,
 * beyond it, the unread count.
 */
export const ChatContactList = ({
  label,
  contacts,
  summaries,
  onChat,
  extraActions,
}: ChatContactListProps) => (
  <Stack component="ul" gap="sm" aria-label={label} className={classes.list}>
    {contacts.map((contact) => {
      const summary = summaries.get(contact.id);
      const nameId = `chat-contact-${contact.id}`;
      return (
        <Card component="li" key={contact.id} padding="md" className={classes.entry}>
          <Group gap="sm" wrap="nowrap" className={classes.who}>
            <ProfilePicture file={contact.picture} name={contact.fullName} size={44} />
            <Stack gap={0} miw={0}>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} id={nameId} className={classes.name}>
                  {contact.name}
                </Text>
                <UnreadBadge count={summary?.unread ?? 0} />
                <EmergencyFlag patientId={contact.id} size="sm" />
              </Group>
              <Text size="sm" c="dimmed" className={classes.name}>
                {contact.detail}
              </Text>
              <Text size="xs" c="dimmed">
                {summary?.lastMessageAt ? (
                  <>
                    {'Last message '}
                    <time dateTime={summary.lastMessageAt}>
                      {formatAppointmentDate(summary.lastMessageAt)}
                    </time>
                  </>
                ) : (
                  'No messages yet'
                )}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" className={classes.actions}>
            <Button
              id={chatButtonId(contact.id)}
              size="sm"
              leftSection={<IconMessages size={18} aria-hidden />}
              aria-describedby={nameId}
              onClick={() => onChat(contact.id)}
            >
              Chat
            </Button>
            {extraActions?.(contact, nameId)}
          </Group>
        </Card>
      );
    })}
  </Stack>
);
