import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { eq, sql } from 'drizzle-orm';

import { healthInsights, type HealthInsight } from './insights.schema';

export interface InsightsInput {
  accountId: string;
  healthSummary: string;
  alert: string;
  emergency: boolean;
  lifestyleTips: string[];
  generatedAt: Date;
}

@Injectable()
export class InsightsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  count(): Promise<number> {
    return this.db.$count(healthInsights);
  }

  /**
   * Stores the account's insights unless newer ones are already stored (events may arrive out of order or twice),
   * and returns what is stored afterwards.
   */
  async upsert(insights: InsightsInput): Promise<HealthInsight> {
    const [stored] = await this.db
      .insert(healthInsights)
      .values(insights)
      .onConflictDoUpdate({
        target: healthInsights.accountId,
        set: {
          healthSummary: sql`excluded.health_summary`,
          alert: sql`excluded.alert`,
          emergency: sql`excluded.emergency`,
          lifestyleTips: sql`excluded.lifestyle_tips`,
          generatedAt: sql`excluded.generated_at`,
        },
        setWhere: sql`${healthInsights.generatedAt} <= excluded.generated_at`,
      })
      .returning();
    if (stored) {
      return stored;
    }
    const current = await this.get(insights.accountId);
    if (!current) {
      throw new Error('Insights vanished between upsert and select');
    }
    return current;
  }

  async get(accountId: string): Promise<HealthInsight | null> {
    const [insights] = await this.db
      .select()
      .from(healthInsights)
      .where(eq(healthInsights.accountId, accountId));
    return insights ?? null;
  }
}
