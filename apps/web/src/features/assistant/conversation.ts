import {
  AI_MESSAGES,
  type AiSource,
  ASSISTANT_MAX_MESSAGES,
  ASSISTANT_MAX_TEXT,
  ASSISTANT_TEXTS,
  type AssistantMessage,
  type AssistantRequest,
} from '@vitalsync/contracts';

/** One turn as the page shows it. */
export type Turn =
  | { id: number; role: 'user'; text: string }
  | { id: number; role: 'model'; text: string; source: AiSource; emergency: boolean; failed: false }
  | { id: number; role: 'model'; text: string; failed: true };

/**
 * The reply a failure gets (docs/product/errors.md#failures-and-what-the-user-sees: the assistant fails or answers
 * nothing).
 */
export const failedTurn = (id: number): Turn => ({
  id,
  role: 'model',
  text: ASSISTANT_TEXTS.failure,
  failed: true,
});

const isAnswer = (value: unknown): value is { message: string; source: AiSource; emergency: boolean } => {
  if (typeof value !== 'object' || value === null) return false;
  const { message, source, emergency } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    message.trim() !== '' &&
    (source === 'model' || source === 'built-in') &&
    typeof emergency === 'boolean'
  );
};

/** The assistant's turn from the server's answer; anything without a usable message counts as a failure. */
export const answerTurn = (id: number, answer: unknown): Turn =>
  isAnswer(answer)
    ? {
        id,
        role: 'model',
        text: answer.message,
        source: answer.source,
        emergency: answer.emergency,
        failed: false,
      }
    : failedTurn(id);

/**
 * What is sent with a question: the answered exchanges so far and the question, at most the last
 * ASSISTANT_MAX_MESSAGES turns, starting with a question (a model's conversation starts with the user). A question
 * that failed is left out with its failure reply: the reply is ours, not the assistant's. Texts are cut to the
 * server's limit, so a long earlier answer never gets the whole conversation refused.
 */
export const requestOf = (turns: readonly Turn[], question: string): AssistantRequest => {
  const answered: AssistantMessage[] = [];
  turns.forEach((turn, index) => {
    const reply = turns[index + 1];
    if (turn.role === 'user' && reply?.role === 'model' && !reply.failed) {
      answered.push({ role: 'user', text: turn.text }, { role: 'model', text: reply.text });
    }
  });
  const messages = [...answered, { role: 'user' as const, text: question }].slice(-ASSISTANT_MAX_MESSAGES);
  while (messages[0]?.role === 'model') messages.shift();
  return { messages: messages.map(({ role, text }) => ({ role, text: text.slice(0, ASSISTANT_MAX_TEXT) })) };
};

/** Why a question cannot be sent as typed, in the server's words; undefined when it can (or is simply empty). */
export const questionProblem = (draft: string): string | undefined =>
  draft.trim().length > ASSISTANT_MAX_TEXT ? AI_MESSAGES.tooLong : undefined;
