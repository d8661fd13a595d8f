import { Inject, Injectable } from '@nestjs/common';
import { type Actor } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { chats, messages, reads } from './chats.schema';
import { counterpartColumn, participantColumn } from './participant-columns';
import { unreadMessages } from './unread-messages';

export interface ChatSummaryRow {
  chatId: string;
  counterpartId: string;
  /** Null while the chat is empty. */
  lastMessageAt: Date | null;
  unread: number;
}

const newest = alias(messages, 'newest');

/** An account's conversations for lists and the sidebar total. */
@Injectable()
export class ChatSummariesRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /**
   * Every chat of the actor, newest message first, with its unread count: one query, whatever the number of
   * chats. The newest message is found by the chat's last_seq (a point lookup on the (chat_id, seq) key) and the
   * count scans only the messages after the actor's last-read seq.
   */
  summariesOf(actor: Actor): Promise<ChatSummaryRow[]> {
    const lastReadSeq = sql<number>`coalesce(${reads.lastReadSeq}, 0)`;
    return this.db
      .select({
        chatId: chats.id,
        counterpartId: counterpartColumn(actor.role),
        lastMessageAt: newest.createdAt,
        unread: this.db.$count(messages, unreadMessages(chats.id, actor.role, lastReadSeq)),
      })
      .from(chats)
      .leftJoin(reads, and(eq(reads.chatId, chats.id), eq(reads.readerId, actor.id)))
      .leftJoin(newest, and(eq(newest.chatId, chats.id), eq(newest.seq, chats.lastSeq)))
      .where(eq(participantColumn(actor.role), actor.id))
      .orderBy(sql`${newest.createdAt} desc nulls last`, desc(chats.createdAt), asc(chats.id));
  }
}
