import { Inject, Injectable } from '@nestjs/common';
import { type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, asc, desc, eq, gt, lt, sql, TransactionRollbackError } from 'drizzle-orm';

import { chats, messages, type Message } from './chats.schema';

export interface NewMessage {
  chatId: string;
  senderModel: Role;
  /** Already checked and trimmed. */
  content: string;
  clientId?: string;
  createdAt: Date;
}

export interface AppendResult {
  message: Message;
  /** False when the client id was taken: `message` is the one stored before, and no seq was used. */
  created: boolean;
}

/** Where a page starts: the newest messages, or those just before or just after one message's seq. */
export type PageAnchor = { direction: 'newest' } | { direction: 'before' | 'after'; seq: number };

export interface MessagePage {
  /** Oldest first. */
  messages: Message[];
  /** Another page exists in the direction asked (older for newest and before, newer for after). */
  hasMore: boolean;
}

@Injectable()
export class MessagesRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /**
   * Stores a message under the next seq of its chat, or finds the one already stored under its client id.
   * Incrementing the chat's last_seq locks the chat's row until commit, so appends to one chat (from any replica)
   * take turns: seqs are gapless and commit in seq order, and a reader never sees seq n+1 without seq n.
   * Undefined when the chat does not exist.
   */
  async append(message: NewMessage): Promise<AppendResult | undefined> {
    try {
      return await this.db.transaction(async (tx) => {
        const [chat] = await tx
          .update(chats)
          .set({ lastSeq: sql`${chats.lastSeq} + 1` })
          .where(eq(chats.id, message.chatId))
          .returning({ lastSeq: chats.lastSeq });
        if (!chat) return undefined;
        const [created] = await tx
          .insert(messages)
          .values({ ...message, seq: chat.lastSeq })
          .onConflictDoNothing({ target: [messages.chatId, messages.clientId] })
          .returning();
        // The client id is taken (a resend after a lost acknowledgement): undo the increment, keep seqs gapless.
        if (!created) tx.rollback();
        return { message: created, created: true };
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError) || message.clientId === undefined) throw error;
    }
    const stored = await this.byClientId(message.chatId, message.clientId);
    if (!stored) throw new Error('A message vanished after its client id conflicted');
    return { message: stored, created: false };
  }

  /** The message, only when it belongs to this chat. */
  async inChat(chatId: string, messageId: string): Promise<Message | undefined> {
    const [message] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.id, messageId)));
    return message;
  }

  /** Up to `limit` messages from the anchor, oldest first; one row more is read to tell whether more exist. */
  async page(chatId: string, anchor: PageAnchor, limit: number): Promise<MessagePage> {
    const inChat = eq(messages.chatId, chatId);
    const rows = await this.db
      .select()
      .from(messages)
      .where(
        anchor.direction === 'newest'
          ? inChat
          : and(inChat, (anchor.direction === 'after' ? gt : lt)(messages.seq, anchor.seq)),
      )
      .orderBy(anchor.direction === 'after' ? asc(messages.seq) : desc(messages.seq))
      .limit(limit + 1);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit);
    return { messages: anchor.direction === 'after' ? page : page.reverse(), hasMore };
  }

  private async byClientId(chatId: string, clientId: string): Promise<Message | undefined> {
    const [message] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.clientId, clientId)));
    return message;
  }
}
