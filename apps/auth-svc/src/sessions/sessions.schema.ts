import { sql } from 'drizzle-orm';
import { index, timestamp, uuid } from 'drizzle-orm/pg-core';

import { accounts, authSchema } from '../accounts/accounts.schema';

export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_account_id_idx').on(table.accountId),
    // Gateways load the revoked, unexpired sessions when they start: only revoked rows are indexed.
    index('sessions_revoked_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.revokedAt} is not null`),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
