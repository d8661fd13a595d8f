import { Button, Group, Text } from '@mantine/core';
import { type Role } from '@vitalsync/contracts';

import { formatAppointmentTime } from '../../appointments/appointmentTime';
import { type ChatEntry } from '../chatEntries';

import classes from './MessageList.module.css';
import { MessageText } from './MessageText';

interface MessageBubbleProps {
  entry: ChatEntry;
  ownRole: Role;
  /** How the other participant is named ("Dr Meredith Grey", "Ada Lovelace"). */
  counterpartName: string;
  /** The chat is joined: a queued message is about to go rather than waiting for the connection. */
  online: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/** What a message of the reader's not stored yet is doing, in words. */
const pendingStatus = (status: 'queued' | 'sending' | 'refused', online: boolean): string => {
  if (status === 'refused') return 'Not sent';
  return status === 'queued' && !online ? 'Queued, sends when the chat reconnects' : 'Sending…';
};

/**
 * One message. The reader's own messages sit on the right, the other side's on the left:
 * docs/product/screens-and-routes.md#doctor-chats fixes the doctor's view (doctor right, patient left) and a
 * patient reads their own on the right as in any messenger. The sender's name (or "You") and the time sit under the
 * text, so the side is never the only clue.
 */
export const MessageBubble = ({
  entry,
  ownRole,
  counterpartName,
  online,
  onRetry,
  onDiscard,
}: MessageBubbleProps) => {
  const sender = entry.kind === 'stored' ? entry.message.senderModel : ownRole;
  const who = sender === ownRole ? 'You' : counterpartName;
  const pending = entry.kind === 'pending' ? entry.message : undefined;

  return (
    <li className={classes.row} data-side={sender === ownRole ? 'right' : 'left'}>
      <div className={classes.bubble} data-sender={sender} data-pending={pending?.status}>
        <Text className={classes.content}>
          <MessageText content={entry.message.content} />
        </Text>
        <Text size="xs" c="dimmed" className={classes.meta}>
          {`${who} · `}
          {entry.kind === 'pending' ? (
            pendingStatus(entry.message.status, online)
          ) : (
            <time dateTime={entry.message.timestamp}>{formatAppointmentTime(entry.message.timestamp)}</time>
          )}
        </Text>
      </div>
      {pending?.status === 'refused' ? (
        <Group gap="xs" className={classes.refusal}>
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {pending.problem}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => onRetry(pending.clientId)}>
            Retry
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => onDiscard(pending.clientId)}>
            Discard
          </Button>
        </Group>
      ) : null}
    </li>
  );
};
