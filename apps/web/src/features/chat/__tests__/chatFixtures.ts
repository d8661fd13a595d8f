import { type ChatMessage, type ChatPage, type Role } from '@vitalsync/contracts';

/** Message number `seq` of the test chat: id `m{seq}`, one minute apart from 10:00 UTC on May 5, 2099. */
export const aMessage = (
  seq: number,
  senderModel: Role = 'doctor',
  overrides: Partial<ChatMessage> = {},
): ChatMessage => ({
  _id: `m${seq}`,
  senderModel,
  content: `Message ${seq}`,
  timestamp: new Date(Date.UTC(2099, 4, 5, 10, seq)).toISOString(),
  seq,
  ...overrides,
});

export const aPage = (messages: ChatMessage[], hasMore = false): ChatPage => ({
  _id: 'chat-1',
  messages,
  hasMore,
});
