import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { CHAT_NOT_ALLOWED_MESSAGE, type Role } from '@vitalsync/contracts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

import { selectProfile, useAppSelector } from '../../../app/hooks';
import { useChatSummariesQuery } from '../api';
import { type ChatContact } from '../chatContact';
import { byLastMessage } from '../chatOrder';

import { ChatContactList, focusChatButton } from './ChatContactList';
import { ChatView } from './ChatView';

interface ChatDirectoryProps {
  ownRole: Role;
  contacts: readonly ChatContact[];
  /** From navigation state: the person whose chat opens at once. */
  requestedId: string | undefined;
  /** "Your patients" */
  listLabel: string;
  /** "Back to patients" */
  backLabel: string;
  extraActions?: (contact: ChatContact, nameId: string) => ReactNode;
}

/**
 * The people the reader may chat with, or one conversation once chosen (its back button returns to the list, to
 * the "Chat" button it was opened from). A person requested by another page opens directly when allowed.
 */
export const ChatDirectory = ({
  ownRole,
  contacts,
  requestedId,
  listLabel,
  backLabel,
  extraActions,
}: ChatDirectoryProps) => {
  const ownId = useAppSelector(selectProfile)?._id;
  const { data } = useChatSummariesQuery();
  const summaries = useMemo(
    () => new Map(data?.summaries.map((summary) => [summary.counterpartId, summary])),
    [data],
  );
  const requestedKnown = contacts.some(({ id }) => id === requestedId);
  const [openId, setOpenId] = useState(requestedKnown ? requestedId : undefined);
  // An object per return, so coming back from the same person twice still moves focus.
  const [returnedFrom, setReturnedFrom] = useState<{ id: string }>();
  const open = contacts.find(({ id }) => id === openId);

  useEffect(() => {
    if (returnedFrom) focusChatButton(returnedFrom.id);
  }, [returnedFrom]);

  if (open && ownId) {
    return (
      <ChatView
        key={open.id}
        ownRole={ownRole}
        ownId={ownId}
        contact={open}
        backLabel={backLabel}
        onBack={() => {
          setOpenId(undefined);
          setReturnedFrom({ id: open.id });
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      {requestedId && !requestedKnown && !returnedFrom ? (
        <Alert role="alert" color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          {CHAT_NOT_ALLOWED_MESSAGE}
        </Alert>
      ) : null}
      <ChatContactList
        label={listLabel}
        contacts={byLastMessage(contacts, summaries)}
        summaries={summaries}
        onChat={setOpenId}
        extraActions={extraActions}
      />
    </Stack>
  );
};
