/** Request/reply subjects answered by chat-svc. */
export const CHAT_SUBJECTS = {
  /** One page of a pair's chat, creating the chat on first use. */
  history: 'chats.history',
  /** The room of a pair for a /chat socket, creating the chat on first use. */
  join: 'chats.join',
  /** Store a message (or find the one already stored under its `_id` or client id), then relay it. */
  send: 'chats.send',
  markRead: 'chats.read',
  summaries: 'chats.summaries',
} as const;

/** Events chat-svc publishes. Every gateway replica hears each one and relays it to the sockets it holds. */
export const CHAT_EVENTS = {
  relay: 'chat.message.relay',
} as const;

/** The Socket.IO namespace of docs/product/http-and-sockets.md#chat-socket-chat and its events. */
export const CHAT_NAMESPACE = '/chat';
export const CHAT_SOCKET_EVENTS = {
  joinUser: 'join-user',
  userJoined: 'user-joined',
  sendMessage: 'send-message',
  receiveMessage: 'receive-message',
  /** Beyond the spec: why an emit was refused, for the page to show. */
  chatError: 'chat-error',
} as const;
