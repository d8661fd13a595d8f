import { primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { aiSchema } from '../insights/insights.schema';

/** The static reminders a patient dismissed; a dismissal is kept until the account goes. */
export const dismissedReminders = aiSchema.table(
  'dismissed_reminders',
  {
    accountId: uuid('account_id').notNull(),
    reminderId: text('reminder_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'dismissed_reminders_pkey', columns: [table.accountId, table.reminderId] })],
);
