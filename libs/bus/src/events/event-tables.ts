import { bigserial, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The tables of the durable-events machinery, in the schema of the service that owns them:
 * - `outbox`: events written in the transaction of the change they announce, until the relay has sent them
 *   (and kept as long as the stream keeps events, since the embedded dispatcher reads consumers' backlogs here);
 * - `dead_letters`: events a consumer of this service gave up on, kept for an operator.
 */
export const eventTablesOf = (schemaName: string) => {
  const schema = pgSchema(schemaName);
  return {
    outbox: schema.table('outbox', {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      eventId: uuid('event_id').notNull().defaultRandom().unique(),
      subject: text('subject').notNull(),
      payload: jsonb('payload').notNull(),
      requestId: text('request_id'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
    }),
    deadLetters: schema.table('dead_letters', {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      consumer: text('consumer').notNull(),
      eventId: text('event_id').notNull(),
      subject: text('subject').notNull(),
      /** The payload as JSON text: a refused payload may hold what jsonb refuses (a NUL character). */
      payload: text('payload').notNull(),
      error: text('error').notNull(),
      deliveries: integer('deliveries').notNull(),
      failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    }),
  };
};

export type EventTables = ReturnType<typeof eventTablesOf>;

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables' DDL, one statement each and idempotent: every service runs it at start under an advisory lock, so
 * the machinery needs no migration in each service's own history (ADR 0008).
 */
export const eventTablesDdl = (schemaName: string): string[] => {
  const s = quoted(schemaName);
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.outbox (
      id bigserial PRIMARY KEY,
      event_id uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
      subject text NOT NULL,
      payload jsonb NOT NULL,
      request_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    )`,
    `CREATE INDEX IF NOT EXISTS outbox_unpublished ON ${s}.outbox (id) WHERE published_at IS NULL`,
    `CREATE INDEX IF NOT EXISTS outbox_subject_id ON ${s}.outbox (subject, id)`,
    `CREATE TABLE IF NOT EXISTS ${s}.dead_letters (
      id bigserial PRIMARY KEY,
      consumer text NOT NULL,
      event_id text NOT NULL,
      subject text NOT NULL,
      payload text NOT NULL,
      error text NOT NULL,
      deliveries integer NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )`,
  ];
};
