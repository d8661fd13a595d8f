import { type ChatRelayEvent } from './chat.events';
import {
  type ChatMessage,
  type ChatPage,
  type ChatHistoryQuery,
  type ChatRoom,
  type ChatSummariesQuery,
  type ChatSummary,
  type JoinChatCommand,
  type MarkChatReadCommand,
  type SendChatMessageCommand,
} from './chat.types';
import { type CHAT_EVENTS, type CHAT_SUBJECTS } from './chat.subjects';

/** Every request chat-svc answers. */
export interface ChatRpc {
  [CHAT_SUBJECTS.history]: { request: ChatHistoryQuery; reply: ChatPage };
  [CHAT_SUBJECTS.join]: { request: JoinChatCommand; reply: ChatRoom };
  [CHAT_SUBJECTS.send]: { request: SendChatMessageCommand; reply: ChatMessage };
  [CHAT_SUBJECTS.markRead]: { request: MarkChatReadCommand; reply: { unread: number } };
  [CHAT_SUBJECTS.summaries]: { request: ChatSummariesQuery; reply: ChatSummary[] };
}

/** Every event chat-svc publishes. */
export interface ChatEvents {
  [CHAT_EVENTS.relay]: ChatRelayEvent;
}
