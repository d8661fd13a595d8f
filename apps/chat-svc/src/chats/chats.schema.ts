import type { Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Every table of chat-svc lives in this PostgreSQL schema. */
export const chatSchema = pgSchema('chat');

// drizzle-kit loads this file without the workspace path aliases, so only types may come from contracts;
// `satisfies` still fails the build if a role is added there and not here.
const senderSet = { user: true, doctor: true } satisfies Record<Role, true>;
const senderList = sql.raw(
  Object.keys(senderSet)
    .map((role) => `'${role}'`)
    .join(', '),
);

/** One conversation per doctor and patient. */
export const chats = chatSchema.table(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [unique('chats_doctor_patient_key').on(table.doctorId, table.patientId)],
);

export const messages = chatSchema.table(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderModel: text('sender_model').$type<Role>().notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('messages_sender_model_check', sql`${table.senderModel} in (${senderList})`),
    index('messages_chat_created_at_idx').on(table.chatId, table.createdAt),
  ],
);

export type Chat = typeof chats.$inferSelect;
export type Message = typeof messages.$inferSelect;
