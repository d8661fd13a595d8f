import { boolean, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table of ai-svc lives in this PostgreSQL schema. */
export const aiSchema = pgSchema('ai');

/** The latest generated insights of one patient account. */
export const healthInsights = aiSchema.table('health_insights', {
  accountId: uuid('account_id').primaryKey(),
  healthSummary: text('health_summary').notNull(),
  alert: text('alert').notNull(),
  emergency: boolean('emergency').notNull().default(false),
  lifestyleTips: jsonb('lifestyle_tips').$type<string[]>().notNull().default([]),
  generatedAt: timestamp('generated_at', { withTimezone: true }).defaultNow().notNull(),
});

export type HealthInsight = typeof healthInsights.$inferSelect;
