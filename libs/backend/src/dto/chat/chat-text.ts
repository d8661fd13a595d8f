import {
  CHAT_MESSAGE_EMPTY_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG_MESSAGE,
} from '@vitalsync/contracts';

import { MessageText } from '@vitalsync/contracts/server';

/** The text of a chat message: at most 2,000 characters. */
export const ChatText = (): PropertyDecorator =>
  MessageText({
    name: 'chatText',
    maxLength: CHAT_MESSAGE_MAX_LENGTH,
    blankMessage: CHAT_MESSAGE_EMPTY_MESSAGE,
    tooLongMessage: CHAT_MESSAGE_TOO_LONG_MESSAGE,
  });
