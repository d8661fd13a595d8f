import { type ChatMessage } from '@vitalsync/contracts';

import { type Message } from './chats.schema';

/** A stored message as every reader sees it; the only place rows become ChatMessage. */
export const toChatMessage = (message: Message): ChatMessage => ({
  _id: message.id,
  senderModel: message.senderModel,
  content: message.content,
  timestamp: message.createdAt.toISOString(),
  seq: message.seq,
  ...(message.clientId === null ? {} : { clientId: message.clientId }),
});
