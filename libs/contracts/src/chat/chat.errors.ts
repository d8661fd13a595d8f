/** The error codes of the chat; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const CHAT_ERROR_CODES = [
  'chat.message_empty',
  'chat.message_too_long',
  'chat.message_forbidden_characters',
  'chat.page_direction',
  'chat.not_allowed',
  'chat.not_found',
  'chat.message_not_found',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];
