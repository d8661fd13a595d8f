import { useCallback, useRef, useState } from 'react';

import { useAskAssistantMutation } from '../api';
import { answerTurn, failedTurn, requestOf, type Turn } from '../conversation';

export interface AssistantConversation {
  turns: readonly Turn[];
  /** The reply being typed out, if any. */
  typingId: number | null;
  /** A question is on its way and no reply has arrived yet. */
  waiting: boolean;
  /** Waiting, or the reply is still being typed: no new question until it is whole (spec section 2). */
  busy: boolean;
  ask: (question: string) => void;
  /** The typed reply is complete. */
  typed: () => void;
}

/**
 * The conversation, kept for the page's life. Each question goes with the answered turns before it; a failure of
 * any kind becomes the reply "Sorry, try again next time!" (spec section 8).
 */
export const useAssistantConversation = (): AssistantConversation => {
  const [turns, setTurns] = useState<readonly Turn[]>([]);
  const [typingId, setTypingId] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [askAssistant] = useAskAssistantMutation();
  const nextId = useRef(0);
  const busy = waiting || typingId !== null;

  const ask = useCallback(
    (question: string) => {
      const text = question.trim();
      if (text === '' || busy) return;
      const request = requestOf(turns, text);
      const questionId = nextId.current++;
      const replyId = nextId.current++;
      setTurns((current) => [...current, { id: questionId, role: 'user', text }]);
      setWaiting(true);
      void askAssistant(request)
        .unwrap()
        .then(
          (answer) => answerTurn(replyId, answer),
          () => failedTurn(replyId),
        )
        .then((reply) => {
          setTurns((current) => [...current, reply]);
          setTypingId(reply.role === 'model' && !reply.failed && reply.emergency ? null : replyId);
          setWaiting(false);
        });
    },
    [askAssistant, busy, turns],
  );

  const typed = useCallback(() => setTypingId(null), []);

  return { turns, typingId, waiting, busy, ask, typed };
};
