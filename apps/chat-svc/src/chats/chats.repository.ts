import { Inject, Injectable } from '@nestjs/common';
import { type Actor } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq } from 'drizzle-orm';

import { participantColumn } from './participant-columns';
import { chats, type Chat } from './chats.schema';

@Injectable()
export class ChatsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** Number of chats. */
  count(): Promise<number> {
    return this.db.$count(chats);
  }

  /** The chat of this doctor and patient, created on first use; safe when two requests create it at once. */
  async findOrCreate(doctorId: string, patientId: string): Promise<Chat> {
    // Read first: every use after the first finds the chat in one statement.
    const existing = await this.findByPair(doctorId, patientId);
    if (existing) return existing;
    const [created] = await this.db
      .insert(chats)
      .values({ doctorId, patientId })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const raced = await this.findByPair(doctorId, patientId);
    if (!raced) throw new Error('Chat vanished between insert and select');
    return raced;
  }

  /** The chat, only when the actor is its doctor or its patient (by the actor's role): scoped in the query. */
  async findForParticipant(chatId: string, actor: Actor): Promise<Chat | undefined> {
    const [chat] = await this.db
      .select()
      .from(chats)
      .where(and(eq(chats.id, chatId), eq(participantColumn(actor.role), actor.id)));
    return chat;
  }

  private async findByPair(doctorId: string, patientId: string): Promise<Chat | undefined> {
    const [chat] = await this.db
      .select()
      .from(chats)
      .where(and(eq(chats.doctorId, doctorId), eq(chats.patientId, patientId)));
    return chat;
  }
}
