import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';

import { authSchema } from '../accounts/accounts.schema';

/**
 * Failed-login counters, one row per limited key (`email:<role>:<email>`, `ip:<address>` or
 * `from:ip:<address>|email:<role>:<email>`), shared by every replica. Attempts are counted when they start (see login-limit.ts), so `failures` includes attempts in flight.
 */
export const loginLimits = authSchema.table(
  'login_limits',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    locks: integer('locks').notNull().default(0),
  },
  (table) => [
    check('login_limits_failures_check', sql`${table.failures} >= 0`),
    check('login_limits_locks_check', sql`${table.locks} >= 0`),
    index('login_limits_window_started_at_idx').on(table.windowStartedAt),
  ],
);
