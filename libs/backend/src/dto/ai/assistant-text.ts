import { AI_MESSAGES, ASSISTANT_MAX_TEXT } from '@vitalsync/contracts';

import { MessageText } from '@vitalsync/contracts/server';

/** One turn of an assistant conversation: at most ASSISTANT_MAX_TEXT characters. */
export const AssistantText = (): PropertyDecorator =>
  MessageText({
    name: 'assistantText',
    maxLength: ASSISTANT_MAX_TEXT,
    blankMessage: AI_MESSAGES.blankText,
    tooLongMessage: AI_MESSAGES.tooLong,
  });
