import type { EmailKind } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { accounts, authSchema } from '../accounts/accounts.schema';

// drizzle-kit loads this file without the workspace path aliases, so only types may come from contracts;
// `satisfies` still fails the build if a kind is added there and not here.
const kindSet = { booked: true, cancelled: true, reminder: true, emergency: true } satisfies Record<
  EmailKind,
  true
>;
const kindList = sql.raw(
  Object.keys(kindSet)
    .map((kind) => `'${kind}'`)
    .join(', '),
);

export type MailState = 'pending' | 'sent' | 'skipped';

/**
 * What an e-mail says beyond the recipient: names and the appointment's time, never health data. The recipient's
 * address, name and time zone are read when it is sent, so a changed address or a turned-off switch counts.
 */
export interface MailFacts {
  appointmentId?: string;
  /** ISO instant the appointment starts. */
  dateTime?: string;
  doctorName?: string;
  patientName?: string;
}

/** One person's switches; no row means every kind is on. */
export const emailSettings = authSchema.table('email_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  booked: boolean('booked').notNull().default(true),
  cancelled: boolean('cancelled').notNull().default(true),
  reminder: boolean('reminder').notNull().default(true),
  emergency: boolean('emergency').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * E-mails to send, one row per (event, recipient, kind): a redelivered event inserts nothing new, so it sends
 * once. A reminder waits for its `due_at`; a failed attempt moves `next_attempt_at` on with a doubling wait.
 */
export const mailQueue = authSchema.table(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    kind: text('kind').$type<EmailKind>().notNull(),
    appointmentId: uuid('appointment_id'),
    facts: jsonb('facts').$type<MailFacts>().notNull(),
    state: text('state').$type<MailState>().notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's kind (an SMTP code or error name), never an address. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    unique('mail_queue_event_recipient_kind_key').on(table.eventId, table.recipientId, table.kind),
    check('mail_queue_kind_check', sql`${table.kind} in (${kindList})`),
    check('mail_queue_state_check', sql`${table.state} in ('pending', 'sent', 'skipped')`),
    check('mail_queue_attempts_check', sql`${table.attempts} >= 0`),
    // The sender's one query: pending rows by when they may be tried next.
    index('mail_queue_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('mail_queue_appointment_idx')
      .on(table.appointmentId)
      .where(sql`${table.appointmentId} is not null`),
  ],
);

export type MailRow = typeof mailQueue.$inferSelect;
