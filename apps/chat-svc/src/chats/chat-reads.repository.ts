import { Inject, Injectable } from '@nestjs/common';
import { type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, sql } from 'drizzle-orm';

import { messages, reads } from './chats.schema';
import { unreadMessages } from './unread-messages';

/** How far each participant has read each chat. */
@Injectable()
export class ChatReadsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** The seq of the last message the reader has read in the chat; 0 before they read any. */
  async lastReadSeq(chatId: string, readerId: string): Promise<number> {
    const [read] = await this.db
      .select({ lastReadSeq: reads.lastReadSeq })
      .from(reads)
      .where(and(eq(reads.chatId, chatId), eq(reads.readerId, readerId)));
    return read?.lastReadSeq ?? 0;
  }

  /**
   * Records that the reader has read up to `seq` and returns how far they have read now. Never moves back: a
   * late request for an older message (another tab, a slow network) leaves the newer mark in place.
   */
  async markRead(chatId: string, readerId: string, seq: number): Promise<number> {
    const [read] = await this.db
      .insert(reads)
      .values({ chatId, readerId, lastReadSeq: seq })
      .onConflictDoUpdate({
        target: [reads.chatId, reads.readerId],
        set: { lastReadSeq: sql`greatest(${reads.lastReadSeq}, excluded.last_read_seq)` },
      })
      .returning({ lastReadSeq: reads.lastReadSeq });
    if (!read) throw new Error('Recording a read returned no row');
    return read.lastReadSeq;
  }

  /** Messages of the chat the reader (of this role) has not read: the other participant's, after `lastReadSeq`. */
  unreadCount(chatId: string, readerRole: Role, lastReadSeq: number): Promise<number> {
    return this.db.$count(messages, unreadMessages(chatId, readerRole, lastReadSeq));
  }
}
