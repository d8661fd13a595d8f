import type { Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** The seq of the chat's newest message (0 while empty); its row lock serialises appends to the chat. */
    lastSeq: integer('last_seq').default(0).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    unique('chats_doctor_patient_key').on(table.doctorId, table.patientId),
    // A patient's conversations; a doctor's use the leading column of the unique key above.
    index('chats_patient_idx').on(table.patientId),
  ],
);

export const messages = chatSchema.table(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the chat, gapless, in commit order. */
    seq: integer('seq').notNull(),
    senderModel: text('sender_model').$type<Role>().notNull(),
    content: text('content').notNull(),
    /** The sender's own id for the message, so a resend is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('messages_sender_model_check', sql`${table.senderModel} in (${senderList})`),
    unique('messages_chat_seq_key').on(table.chatId, table.seq),
    // NULLs are distinct: messages without a client id never collide.
    unique('messages_chat_client_id_key').on(table.chatId, table.clientId),
  ],
);

/** How far each participant has read a chat. */
export const reads = chatSchema.table(
  'reads',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    readerId: uuid('reader_id').notNull(),
    lastReadSeq: integer('last_read_seq').default(0).notNull(),
  },
  (table) => [primaryKey({ name: 'reads_pkey', columns: [table.chatId, table.readerId] })],
);

export type Chat = typeof chats.$inferSelect;
export type Message = typeof messages.$inferSelect;
