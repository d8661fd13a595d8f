import { MessageText } from '../validation/message-text';
import { ASSISTANT_MAX_TEXT } from './ai.limits';
import { AI_MESSAGES } from './ai.messages';

/** One turn of an assistant conversation: at most ASSISTANT_MAX_TEXT characters. */
export const AssistantText = (): PropertyDecorator =>
  MessageText({
    name: 'assistantText',
    maxLength: ASSISTANT_MAX_TEXT,
    blankMessage: AI_MESSAGES.blankText,
    tooLongMessage: AI_MESSAGES.tooLong,
  });
