import { type ChatMessage, type OutgoingChatMessage } from './chat.types';

/** A stored message to relay to its chat's room and to notify the other participant of. */
export interface ChatRelayEvent {
  chatId: string;
  doctorId: string;
  patientId: string;
  message: ChatMessage;
}

/** What /notifications pushes to the receiver of a message (NOTIFICATION_EVENTS.chat): no content, ids only. */
export interface ChatNotification {
  chatId: string;
  counterpartId: string;
  at: string;
}

/** Socket payloads of /chat (docs/product/http-and-sockets.md#chat-socket-chat). */
export interface JoinUserPayload {
  userId: string;
  remoteId: string;
}

export interface UserJoinedPayload {
  roomId: string;
}

export interface SendMessagePayload {
  roomId: string;
  message: OutgoingChatMessage | string;
}

export interface ReceiveMessagePayload {
  message: ChatMessage;
  /** Beyond the spec: the room it belongs to, for a page that holds several. */
  roomId: string;
}

/** Beyond the spec: why an emit was refused. */
export interface ChatErrorPayload {
  event: string;
  message: string;
}

/** What an acknowledgement callback of a /chat emit receives. */
export type ChatAck<T> = { status: 'success'; data: T } | { status: 'error'; message: string };
