import { Button, Card } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { useEffect, useRef } from 'react';

import { FailureAlert } from '../../../layout/FailureAlert';
import { entriesOf } from '../chatEntries';
import { type ChatContact } from '../chatContact';
import { useChatSocket } from '../hooks/useChatSocket';

import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import classes from './ChatView.module.css';
import { ConnectionBanner } from './ConnectionBanner';
import { MessageList } from './MessageList';

interface ChatViewProps {
  ownRole: Role;
  ownId: string;
  contact: ChatContact;
  /** "Back to patients", "Back to doctors". */
  backLabel: string;
  onBack: () => void;
}

/**
 * One conversation, the same for doctors and patients (docs/product/screens-and-routes.md#doctor-chats and
 * docs/product/screens-and-routes.md#doctor-consultation).
 */
export const ChatView = ({ ownRole, ownId, contact, backLabel, onBack }: ChatViewProps) => {
  const chat = useChatSocket({ ownRole, ownId, remoteId: contact.id });
  const input = useRef<HTMLTextAreaElement>(null);
  const online = chat.connection === 'connected';

  // Opening a chat puts the reader in its message box, ready to type.
  useEffect(() => input.current?.focus(), []);

  return (
    <Card component="section" aria-label={`Conversation with ${contact.name}`} className={classes.view}>
      <ChatHeader contact={contact} connection={chat.connection} backLabel={backLabel} onBack={onBack} />
      <ConnectionBanner connection={chat.connection} refusal={chat.refusal} onReconnect={chat.reconnect} />
      {chat.historyError ? (
        <FailureAlert message={chat.historyError}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={chat.retryHistory}
          >
            Try again
          </Button>
        </FailureAlert>
      ) : null}
      <MessageList
        label={`Messages with ${contact.name}`}
        entries={entriesOf(chat.chat)}
        ownRole={ownRole}
        counterpartName={contact.name}
        online={online}
        loaded={chat.chat.loaded}
        unavailable={chat.connection === 'refused' || chat.historyError !== undefined}
        hasOlder={chat.chat.hasOlder}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={chat.loadOlder}
        onRetry={chat.retry}
        onDiscard={chat.discard}
        onJumped={() => input.current?.focus()}
      />
      <ChatComposer
        label={`Message to ${contact.name}`}
        inputRef={input}
        disabled={chat.connection === 'refused'}
        onSend={chat.send}
      />
    </Card>
  );
};
