import { MessageText } from '../validation/message-text';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.limits';
import { CHAT_MESSAGE_EMPTY_MESSAGE, CHAT_MESSAGE_TOO_LONG_MESSAGE } from './chat.messages';

/** The text of a chat message: at most 2,000 characters. */
export const ChatText = (): PropertyDecorator =>
  MessageText({
    name: 'chatText',
    maxLength: CHAT_MESSAGE_MAX_LENGTH,
    blankMessage: CHAT_MESSAGE_EMPTY_MESSAGE,
    tooLongMessage: CHAT_MESSAGE_TOO_LONG_MESSAGE,
  });
