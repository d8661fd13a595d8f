import type { AiSource } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table of ai-svc lives in this PostgreSQL schema. */
export const aiSchema = pgSchema('ai');

// drizzle-kit loads this file without the workspace path aliases, so only types may come from contracts;
// `satisfies` still fails the build if a source is added there and not here.
const sourceSet = { model: true, 'built-in': true } satisfies Record<AiSource, true>;
const sourceList = sql.raw(
  Object.keys(sourceSet)
    .map((source) => `'${source}'`)
    .join(', '),
);

/** The latest insights of one patient account, with the profile version they were computed from. */
export const healthInsights = aiSchema.table(
  'health_insights',
  {
    accountId: uuid('account_id').primaryKey(),
    healthSummary: text('health_summary').notNull(),
    alert: text('alert').notNull(),
    emergency: boolean('emergency').notNull().default(false),
    lifestyleTips: jsonb('lifestyle_tips').$type<string[]>().notNull().default([]),
    generatedAt: timestamp('generated_at', { withTimezone: true }).defaultNow().notNull(),
    /** ProfileUpdatedEvent.version; rows from before versions existed read as 0, older than any event. */
    version: integer('version').notNull().default(0),
    source: text('source').$type<AiSource>().notNull().default('built-in'),
  },
  (table) => [check('health_insights_source_check', sql`${table.source} in (${sourceList})`)],
);

export type HealthInsight = typeof healthInsights.$inferSelect;
