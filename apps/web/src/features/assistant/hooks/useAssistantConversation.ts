import { useCallback, useState, useSyncExternalStore } from 'react';

import { selectProfile, useAppSelector } from '../../../app/hooks';
import { useAskAssistantMutation } from '../api';
import { answerTurn, failedTurn, requestOf, type Turn } from '../conversation';
import { appendAssistantTurn, assistantHistoryOf, subscribeToAssistantHistories } from '../history';

export interface AssistantConversation {
  turns: readonly Turn[];
  /** The reply being typed out, if any. */
  typingId: number | null;
  /** A question is on its way and no reply has arrived yet. */
  waiting: boolean;
  /**
   * Waiting, or the reply is still being typed: no new question until it is whole
   * (docs/product/screens-and-routes.md#ai-health-assistant).
   */
  busy: boolean;
  ask: (question: string) => void;
  /** The typed reply is complete. */
  typed: () => void;
}

/**
 * The conversation, kept for the signed-in account until logout (`../history`), so leaving the page and coming
 * back finds it whole. Each question goes with the answered turns before it; a failure of any kind becomes the
 * reply "Sorry, try again next time!" (docs/product/errors.md#failures-and-what-the-user-sees).
 */
export const useAssistantConversation = (): AssistantConversation => {
  const accountId = useAppSelector(selectProfile)?._id ?? '';
  const turns = useSyncExternalStore(subscribeToAssistantHistories, () => assistantHistoryOf(accountId));
  const [typingId, setTypingId] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [askAssistant] = useAskAssistantMutation();
  const busy = waiting || typingId !== null;

  const ask = useCallback(
    (question: string) => {
      const text = question.trim();
      if (text === '' || busy) return;
      const request = requestOf(turns, text);
      appendAssistantTurn(accountId, (id) => ({ id, role: 'user', text }));
      setWaiting(true);
      void askAssistant(request)
        .unwrap()
        .then(
          (answer) => (id: number) => answerTurn(id, answer),
          () => failedTurn,
        )
        .then((replyWithId) => {
          // Kept even when the page was left meanwhile: coming back shows the answer.
          const reply = appendAssistantTurn(accountId, replyWithId);
          setTypingId(reply.role === 'model' && !reply.failed && reply.emergency ? null : reply.id);
          setWaiting(false);
        });
    },
    [accountId, askAssistant, busy, turns],
  );

  const typed = useCallback(() => setTypingId(null), []);

  return { turns, typingId, waiting, busy, ask, typed };
};
