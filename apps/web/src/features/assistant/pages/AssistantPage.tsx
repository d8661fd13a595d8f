import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

import { usePageTitle } from '../../../app/usePageTitle';
import { AssistantComposer } from '../components/AssistantComposer';
import { AssistantLog } from '../components/AssistantLog';
import { useAssistantConversation } from '../hooks/useAssistantConversation';

import classes from '../components/Assistant.module.css';

/**
 * `/dashboard/user/ai-health-assistant` (docs/product/screens-and-routes.md#ai-health-assistant): a conversation
 * with the health assistant.
 */
export const AssistantPage = () => {
  usePageTitle('AI Health Assistant');
  const conversation = useAssistantConversation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, typingId } = conversation;
  const asked = useRef(false);

  // The box was disabled while the reply came: give the focus back to it, for the next question.
  useEffect(() => {
    if (!busy && asked.current) inputRef.current?.focus();
  }, [busy]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          AI Health Assistant
        </Title>
        <Text c="dimmed">
          General health guidance at any hour. It does not replace your doctor; in an emergency, call your
          local emergency number.
        </Text>
      </div>
      <Card className={classes.panel}>
        <AssistantLog
          turns={conversation.turns}
          typingId={typingId}
          waiting={conversation.waiting}
          onTyped={conversation.typed}
        />
        {typingId !== null ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
              onClick={conversation.typed}
            >
              Show the whole answer
            </Button>
          </Group>
        ) : null}
        <AssistantComposer
          inputRef={inputRef}
          busy={busy}
          onAsk={(question) => {
            asked.current = true;
            conversation.ask(question);
          }}
        />
      </Card>
    </Stack>
  );
};
