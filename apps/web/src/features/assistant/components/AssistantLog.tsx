import { Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { ASSISTANT_TEXTS } from '@vitalsync/contracts';

import { type Turn } from '../conversation';

import classes from './Assistant.module.css';
import { TurnBubble } from './TurnBubble';

interface AssistantLogProps {
  turns: readonly Turn[];
  typingId: number | null;
  waiting: boolean;
  onTyped: () => void;
}

/**
 * The conversation as a polite log, opening with the greeting ("What's in your mind?",
 * docs/product/screens-and-routes.md#ai-health-assistant).
 */
export const AssistantLog = ({ turns, typingId, waiting, onTyped }: AssistantLogProps) => (
  <div
    className={classes.scroller}
    role="log"
    aria-live="polite"
    aria-label="Conversation with the health assistant"
    aria-busy={waiting}
    // Scrollable by keyboard too (WCAG 2.1.1): the log itself takes focus.
    tabIndex={0}
  >
    <div>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light">
          <IconMessageChatbot size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={600} fz="lg">
          {ASSISTANT_TEXTS.greeting}
        </Text>
      </Group>
      <ol className={classes.list}>
        {turns.map((turn) => (
          <TurnBubble key={turn.id} turn={turn} typing={turn.id === typingId} onTyped={onTyped} />
        ))}
      </ol>
      {waiting ? (
        <Group gap="xs" mt="sm" c="dimmed">
          <Loader size="xs" type="dots" aria-hidden />
          <Text size="sm">The assistant is thinking…</Text>
        </Group>
      ) : null}
    </div>
  </div>
);
