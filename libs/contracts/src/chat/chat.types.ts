import { type ActorQuery } from '../appointments/appointment.types';
import { type Actor, type Role } from '../session/role';

/**
 * One stored message as every reader sees it (docs/product/entities.md#chat, plus `_id`, `seq` and the sender's
 * client id).
 */
export interface ChatMessage {
  _id: string;
  /** Who wrote it, set by the server from the session. */
  senderModel: Role;
  content: string;
  /** ISO 8601, from the server's clock when it was stored. */
  timestamp: string;
  /** Position in its chat, 1 for the first message, gapless: readers order and detect gaps by it. */
  seq: number;
  /** The sender's own id for it, when the sender gave one. */
  clientId?: string;
}

/** History paging: newest page by default, else the page just before or just after one message. */
export interface ChatPageQuery {
  before?: string;
  after?: string;
  limit?: number;
}

/** GET /api/dashboard/chats/ query: the pair (docs/product/http-and-sockets.md#chat-and-assistant) and the page. */
export interface ChatHistoryRequest extends ChatPageQuery {
  doctor: string;
  user: string;
}

/** One page of a chat, oldest first. `hasMore`: another page exists in the direction asked (older by default). */
export interface ChatPage {
  _id: string;
  messages: ChatMessage[];
  hasMore: boolean;
}

export interface ChatHistoryResponse {
  status: 'success';
  chats: ChatPage;
}

/**
 * What a sender gives for a message: its text, or the `_id` of a message it already stored through the POST
 * (then relayed as stored). `senderModel` and `timestamp` a client sends are ignored.
 */
export interface OutgoingChatMessage {
  _id?: string;
  content?: string;
  clientId?: string;
}

/** POST /api/dashboard/chats/ body; `message` may also be the bare text. */
export interface PostChatMessageRequest {
  chatId: string;
  message: OutgoingChatMessage | string;
}

export interface PostChatMessageResponse {
  status: 'success';
  message: ChatMessage;
}

/** PUT /api/dashboard/chats/read: the reader has seen everything up to this message. */
export interface MarkChatReadRequest {
  chatId: string;
  messageId: string;
}

export interface MarkChatReadResponse {
  status: 'success';
  unread: number;
}

/** One conversation of the reader, for lists and the sidebar total. */
export interface ChatSummary {
  chatId: string;
  /** The other participant's account id. */
  counterpartId: string;
  /** ISO 8601 of the newest message; absent while the chat is empty. */
  lastMessageAt?: string;
  /** Messages from the other participant after the reader's last-read one. */
  unread: number;
}

/** GET /api/dashboard/chats/summaries */
export interface ChatSummariesResponse {
  status: 'success';
  summaries: ChatSummary[];
  unreadTotal: number;
}

// Bus payloads (gateway → chat-svc).

export interface ChatHistoryQuery {
  actor: Actor;
  doctorId: string;
  patientId: string;
  page: ChatPageQuery;
}

export interface JoinChatCommand {
  actor: Actor;
  remoteId: string;
}

export interface ChatRoom {
  roomId: string;
  doctorId: string;
  patientId: string;
}

export interface SendChatMessageCommand {
  actor: Actor;
  chatId: string;
  message: OutgoingChatMessage;
}

export interface MarkChatReadCommand {
  actor: Actor;
  chatId: string;
  messageId: string;
}

export type ChatSummariesQuery = ActorQuery;
