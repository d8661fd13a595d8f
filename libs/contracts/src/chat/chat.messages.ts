/** Refusals of the chat capability, shown by the web app as they are. */
export const CHAT_MESSAGE_EMPTY_MESSAGE = 'Please type a message before sending.';
export const CHAT_MESSAGE_TOO_LONG_MESSAGE = 'A message can be at most 2,000 characters.';
export const CHAT_NOT_ALLOWED_MESSAGE =
  'You can only chat with a doctor or patient you share an appointment with.';
export const CHAT_NOT_FOUND_MESSAGE = 'This chat does not exist.';
export const CHAT_MESSAGE_NOT_FOUND_MESSAGE = 'This message does not exist in this chat.';
export const CHAT_NOT_JOINED_MESSAGE = 'Join the chat before sending messages.';
export const CHAT_RATE_LIMITED_MESSAGE = 'You are sending messages too quickly. Please wait a moment.';
export const CHAT_PAGE_DIRECTION_MESSAGE = 'Ask for messages before or after one message, not both.';
export const CHAT_OWN_ID_MESSAGE = 'You can only join a chat as yourself.';
