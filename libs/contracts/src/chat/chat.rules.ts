import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '../accounts/validate-fields';
import { type ChatErrorCode } from './chat.errors';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.limits';
import { CHAT_MESSAGE_EMPTY_MESSAGE, CHAT_MESSAGE_TOO_LONG_MESSAGE } from './chat.messages';

/** Length as a person counts it: an emoji is one character, not two UTF-16 units. */
export const characterCount = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

export interface ChatMessageProblem {
  code: Extract<ChatErrorCode, `chat.message_${string}`>;
  message: string;
}

/**
 * Why a chat message cannot be sent, or undefined: the one rule the page, the POST and the socket share. The
 * text is judged trimmed, as it is stored.
 */
export const chatMessageProblem = (text: string): ChatMessageProblem | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return { code: 'chat.message_empty', message: CHAT_MESSAGE_EMPTY_MESSAGE };
  if (hasForbiddenCharacters(trimmed))
    return { code: 'chat.message_forbidden_characters', message: FORBIDDEN_CHARACTERS_MESSAGE };
  if (characterCount(trimmed) > CHAT_MESSAGE_MAX_LENGTH)
    return { code: 'chat.message_too_long', message: CHAT_MESSAGE_TOO_LONG_MESSAGE };
  return undefined;
};
