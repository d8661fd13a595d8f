import { type Role } from '@vitalsync/contracts';
import { and, eq, gt, ne, type SQL } from 'drizzle-orm';

import { type chats, messages } from './chats.schema';

/**
 * The messages a reader of this role has not read in a chat: those the other participant wrote after the reader's
 * last-read seq. One rule for one chat's count and for the per-conversation counts of the summaries.
 */
export const unreadMessages = (
  chatId: string | typeof chats.id,
  readerRole: Role,
  lastReadSeq: number | SQL,
): SQL | undefined =>
  and(eq(messages.chatId, chatId), gt(messages.seq, lastReadSeq), ne(messages.senderModel, readerRole));
