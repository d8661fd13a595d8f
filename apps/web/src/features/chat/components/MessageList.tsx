import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDown, IconMessageCircle } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { useLayoutEffect, useRef, useState } from 'react';

import { useNow } from '../../appointments/useNow';
import { type ChatEntry, entryKey, entryMoment } from '../chatEntries';
import { dayLabel, withDaySeparators } from '../chatDays';

import { MessageBubble } from './MessageBubble';
import classes from './MessageList.module.css';

export const EMPTY_CHAT_MESSAGE = 'No messages yet. Say hello.';

/** Within this many pixels of an edge counts as at it (a sub-pixel scroll position is never exactly 0). */
const EDGE_PX = 48;

interface MessageListProps {
  /** Names the log for screen readers ("Messages with Ada Lovelace"). */
  label: string;
  entries: readonly ChatEntry[];
  ownRole: Role;
  counterpartName: string;
  online: boolean;
  loaded: boolean;
  /** Nothing can be loaded for now (refused, failed): no spinner then, the banner above says why. */
  unavailable: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** After "New messages" took the reader down: where focus goes back to (the message box). */
  onJumped: () => void;
}

interface Seen {
  first?: string;
  last?: string;
  height: number;
  top: number;
}

/**
 * The conversation, oldest at the top, announced politely as a log. It follows new messages while the reader is
 * at the bottom; a reader who scrolled up keeps their place and gets a "New messages" button instead. Reaching
 * the top (or the button there) loads older history without moving what the reader is looking at.
 */
export const MessageList = ({
  label,
  entries,
  ownRole,
  counterpartName,
  online,
  loaded,
  unavailable,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
  onJumped,
}: MessageListProps) => {
  const now = new Date(useNow());
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<Seen>({ height: 0, top: 0 });
  const [unseen, setUnseen] = useState(false);

  const first = entries[0] ? entryKey(entries[0]) : undefined;
  const lastEntry = entries.at(-1);
  const last = lastEntry ? entryKey(lastEntry) : undefined;
  const lastIsOwn =
    lastEntry?.kind === 'pending' ||
    (lastEntry?.kind === 'stored' && lastEntry.message.senderModel === ownRole);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if (before.first && first !== before.first && last === before.last) {
      // Older messages went in above: keep the ones the reader was looking at where they were.
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (last !== before.last) {
      if (atBottom.current || lastIsOwn || !before.last) element.scrollTop = element.scrollHeight;
      else setUnseen(true);
    }
    seen.current = { first, last, height: element.scrollHeight, top: element.scrollTop };
  }, [first, last, lastIsOwn]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= EDGE_PX;
    if (atBottom.current) setUnseen(false);
    seen.current = { ...seen.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop <= EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const jumpToNewest = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
    onJumped();
  };

  const items = withDaySeparators(entries, entryMoment);

  return (
    <div className={classes.viewport}>
      <div
        ref={scroller}
        className={classes.scroller}
        role="log"
        aria-live="polite"
        aria-label={label}
        aria-busy={(!loaded && !unavailable) || loadingOlder}
        // Scrollable by keyboard too (WCAG 2.1.1): the log itself takes focus.
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasOlder || loadingOlder ? (
          <Center py="xs">
            <Button variant="subtle" size="compact-sm" loading={loadingOlder} onClick={onLoadOlder}>
              Load older messages
            </Button>
          </Center>
        ) : null}
        {!loaded && !unavailable && entries.length === 0 ? (
          <Center h="100%">
            <Loader size="sm" aria-label="Loading messages" />
          </Center>
        ) : null}
        {loaded && entries.length === 0 ? (
          <Stack align="center" justify="center" ta="center" gap="xs" h="100%">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconMessageCircle size={24} aria-hidden />
            </ThemeIcon>
            <Text>{EMPTY_CHAT_MESSAGE}</Text>
          </Stack>
        ) : null}
        {entries.length > 0 ? (
          <ol className={classes.list}>
            {items.map((item) =>
              item.kind === 'day' ? (
                <li key={`day-${item.key}`} className={classes.day}>
                  <time dateTime={item.key}>{dayLabel(item.at, now)}</time>
                </li>
              ) : (
                <MessageBubble
                  key={entryKey(item.entry)}
                  entry={item.entry}
                  ownRole={ownRole}
                  counterpartName={counterpartName}
                  online={online}
                  onRetry={onRetry}
                  onDiscard={onDiscard}
                />
              ),
            )}
          </ol>
        ) : null}
      </div>
      {unseen ? (
        <Button
          className={classes.jump}
          size="compact-sm"
          radius="xl"
          leftSection={<IconArrowDown size={16} aria-hidden />}
          onClick={jumpToNewest}
        >
          New messages
        </Button>
      ) : null}
    </div>
  );
};
