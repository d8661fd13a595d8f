import { sql } from 'drizzle-orm';
import { check, date, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';

import { aiSchema } from '../insights/insights.schema';

/**
 * A patient's water intake of one calendar day (theirs, as their page names it). Stored in quarter litres,
 * the tracker's step, so 0.25 + 0.25 never drifts the way a float would; 40 quarters is the 10-litre ceiling.
 */
export const waterIntake = aiSchema.table(
  'water_intake',
  {
    accountId: uuid('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    quarterLitres: smallint('quarter_litres').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'water_intake_pkey', columns: [table.accountId, table.day] }),
    check('water_intake_quarter_litres_check', sql`${table.quarterLitres} between 0 and 40`),
  ],
);

export type WaterIntakeRow = typeof waterIntake.$inferSelect;
