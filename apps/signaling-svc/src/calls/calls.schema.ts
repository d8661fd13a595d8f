import { index, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table of signaling-svc lives in this PostgreSQL schema. */
export const signalingSchema = pgSchema('signaling');

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One video call from its offer to its end (null while running). */
export const callSessions = signalingSchema.table(
  'call_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the caller's page joined with its bare id (spec style) and named no appointment. */
    appointmentId: uuid('appointment_id'),
    callerId: uuid('caller_id').notNull(),
    /** Null only for rows written before callees were kept (none were: the table had no writer then). */
    calleeId: uuid('callee_id'),
    startedAt: at('started_at').defaultNow().notNull(),
    endedAt: at('ended_at'),
  },
  (table) => [index('call_sessions_appointment_id_idx').on(table.appointmentId)],
);

/**
 * Who is in a running call: one row per account, so the database itself keeps an account in one call at a time
 * (two offers racing for one callee: one inserts, the other hits the key and is busy). Rows go when the call ends.
 */
export const callParties = signalingSchema.table(
  'call_parties',
  {
    accountId: uuid('account_id').primaryKey(),
    callId: uuid('call_id')
      .notNull()
      .references(() => callSessions.id, { onDelete: 'cascade' }),
  },
  (table) => [index('call_parties_call_id_idx').on(table.callId)],
);

/** Gateway processes and when each last said it was alive: presence of a silent one is no longer trusted. */
export const gateways = signalingSchema.table('gateways', {
  id: uuid('id').primaryKey(),
  lastSeenAt: at('last_seen_at').notNull(),
});

/** One /video-call socket that joined: which account, on which gateway, on which appointment's page. */
export const presence = signalingSchema.table(
  'presence',
  {
    gatewayId: uuid('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    socketId: text('socket_id').notNull(),
    accountId: uuid('account_id').notNull(),
    /** Null for a socket that joined with its bare id (spec style). */
    appointmentId: uuid('appointment_id'),
    /** The appointment's other participant, as appointment-svc answered at join; null with no appointment. */
    peerId: uuid('peer_id'),
    joinedAt: at('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'presence_pkey', columns: [table.gatewayId, table.socketId] }),
    index('presence_account_id_idx').on(table.accountId),
  ],
);

/**
 * Appointments cancelled, as signaling-svc heard of it (appointment.cancelled). A socket that joined a page before
 * its appointment was cancelled keeps its presence row, so what it sends is refused as not allowed, but nobody
 * counts it as present. `cancelledAt` is when this service first heard it: calls begun after it are not ended by
 * the same event delivered again.
 */
export const cancelledAppointments = signalingSchema.table('cancelled_appointments', {
  appointmentId: uuid('appointment_id').primaryKey(),
  cancelledAt: at('cancelled_at').notNull(),
});

export type CallSession = typeof callSessions.$inferSelect;
export type PresenceRow = typeof presence.$inferSelect;
