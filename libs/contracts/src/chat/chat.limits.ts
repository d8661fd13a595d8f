/** A message holds at most this many characters (code points) once trimmed. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** History pages: the newest 50 by default, at most 200 per request. */
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 200;
/** A client's own id for a message it sends, so a resend after a lost acknowledgement is stored once. */
export const CHAT_CLIENT_ID_MAX_LENGTH = 64;
/**
 * Per account on /chat, all its sockets together (a reconnect gets no fresh budget): at most this many emits per
 * window, whatever their event.
 */
export const CHAT_SOCKET_EMITS_PER_WINDOW = 30;
export const CHAT_SOCKET_WINDOW_SECONDS = 10;
