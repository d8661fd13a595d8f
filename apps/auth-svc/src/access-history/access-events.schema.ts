import type { AccessAction, AccessResourceKind, Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { authSchema } from '../accounts/accounts.schema';

/**
 * The access history: who read or changed part of a patient's record, and the account's own sign-ins. Append-only
 * by construction: the repository only inserts and lists, and triggers (migration 0004) refuse UPDATE, DELETE and
 * TRUNCATE to every caller, this service included. Codes and ids only: no health data, no note text.
 */
export const accessEvents = authSchema.table(
  'access_events',
  {
    /** Insertion order: the tie-break of rows of one instant, and of the history's cursor. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose record or account: the patient who reads this history. No foreign key, so no delete can cascade. */
    subjectId: uuid('subject_id').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorRole: text('actor_role').$type<Role>().notNull(),
    action: text('action').$type<AccessAction>().notNull(),
    resourceKind: text('resource_kind').$type<AccessResourceKind>().notNull(),
    resourceId: uuid('resource_id'),
    /** Where the request came from (the gateway's view, TRUST_PROXY applied). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The durable event this row came from: a second delivery of it stores nothing. Null for auth-svc's own. */
    sourceEventId: uuid('source_event_id'),
  },
  (table) => [
    index('access_events_subject_at_idx').on(table.subjectId, sql`${table.at} desc`, sql`${table.id} desc`),
    unique('access_events_source_subject_key').on(table.sourceEventId, table.subjectId),
  ],
);

export type AccessEventRow = typeof accessEvents.$inferSelect;
export type NewAccessEvent = Omit<typeof accessEvents.$inferInsert, 'id'>;
