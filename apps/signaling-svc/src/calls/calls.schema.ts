import { index, pgSchema, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table of signaling-svc lives in this PostgreSQL schema. */
export const signalingSchema = pgSchema('signaling');

/** One video call of an appointment, from its start to its end (null while running). */
export const callSessions = signalingSchema.table(
  'call_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    startedBy: uuid('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('call_sessions_appointment_id_idx').on(table.appointmentId)],
);

export type CallSession = typeof callSessions.$inferSelect;
