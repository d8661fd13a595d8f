import { Inject, Injectable } from '@nestjs/common';
import { type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, asc, eq } from 'drizzle-orm';

import { chats, messages, type Chat, type Message } from './chats.schema';

export interface NewMessage {
  chatId: string;
  senderModel: Role;
  content: string;
  /** Defaults to the database's now(). */
  createdAt?: Date;
}

@Injectable()
export class ChatsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** Number of chats. */
  count(): Promise<number> {
    return this.db.$count(chats);
  }

  /** The chat of this doctor and patient, created on first use; safe when two requests create it at once. */
  async findOrCreate(doctorId: string, patientId: string): Promise<Chat> {
    const [created] = await this.db
      .insert(chats)
      .values({ doctorId, patientId })
      .onConflictDoNothing()
      .returning();
    if (created) {
      return created;
    }
    const [existing] = await this.db
      .select()
      .from(chats)
      .where(and(eq(chats.doctorId, doctorId), eq(chats.patientId, patientId)));
    if (!existing) {
      throw new Error('Chat vanished between insert and select');
    }
    return existing;
  }

  /** Rejects with a foreign-key violation when the chat does not exist. */
  async addMessage(message: NewMessage): Promise<Message> {
    const [created] = await this.db.insert(messages).values(message).returning();
    if (!created) {
      throw new Error('Inserting a message returned no row');
    }
    return created;
  }

  /** The chat's messages, oldest first. */
  messages(chatId: string): Promise<Message[]> {
    return this.db
      .select()
      .from(messages)
      .where(eq(messages.chatId, chatId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  }
}
