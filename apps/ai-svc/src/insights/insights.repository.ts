import { Inject, Injectable } from '@nestjs/common';
import { type AiSource } from '@vitalsync/contracts';
import { Outbox, type OutboxEntry } from '@vitalsync/bus';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { eq, sql } from 'drizzle-orm';

import { healthInsights, type HealthInsight } from './insights.schema';

export interface InsightsInput {
  accountId: string;
  version: number;
  source: AiSource;
  healthSummary: string;
  alert: string;
  emergency: boolean;
  lifestyleTips: string[];
  generatedAt: Date;
}

/** What a save did: nothing when newer (or the same) insights were stored already. */
export type SaveOutcome =
  | { saved: true; stored: HealthInsight; previous: HealthInsight | null }
  | { saved: false; stored: HealthInsight };

/**
 * First key of the advisory lock that serialises the saves of one account's insights (the second: its id).
 */
const INSIGHTS_LOCK_CLASS = 0x41490001;

@Injectable()
export class InsightsRepository {
  constructor(
    @Inject(DRIZZLE) private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  count(): Promise<number> {
    return this.db.$count(healthInsights);
  }

  async get(accountId: string): Promise<HealthInsight | null> {
    const [insights] = await this.db
      .select()
      .from(healthInsights)
      .where(eq(healthInsights.accountId, accountId));
    return insights ?? null;
  }

  /**
   * Stores the insights only when they come from a newer profile version than the stored ones (events arrive
   * out of order, twice, or on two replicas at once), and says what was stored before. The lock makes "read
   * the previous, then write" one step per account, so a turn into an emergency is seen by exactly one save.
   * `announce` names the events of a save given what was stored before; they are stored with it.
   */
  saveIfNewer(
    insights: InsightsInput,
    announce: (previous: HealthInsight | null) => readonly OutboxEntry[],
  ): Promise<SaveOutcome> {
    return this.outbox.transaction(async (tx, events) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${INSIGHTS_LOCK_CLASS}::int, hashtext(${insights.accountId}))`,
      );
      const [previous] = await tx
        .select()
        .from(healthInsights)
        .where(eq(healthInsights.accountId, insights.accountId));
      if (previous && previous.version >= insights.version) return { saved: false, stored: previous };
      const [stored] = await tx
        .insert(healthInsights)
        .values(insights)
        .onConflictDoUpdate({ target: healthInsights.accountId, set: insights })
        .returning();
      if (!stored) throw new Error('An upsert returned no row');
      await events.addAll(announce(previous ?? null));
      return { saved: true, stored, previous: previous ?? null };
    });
  }
}
