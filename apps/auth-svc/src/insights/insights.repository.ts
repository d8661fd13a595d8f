import { Inject, Injectable } from '@nestjs/common';
import { type AiGenerated } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';

import { accounts } from '../accounts/accounts.schema';

export interface StoredInsights {
  accountId: string;
  /** The profile version the insights were computed from. */
  version: number;
  aiGenerated: AiGenerated;
}

@Injectable()
export class InsightsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /**
   * Stores a patient's insights unless insights of a newer profile version are stored already, in one
   * conditional statement: events arrive in any order and may repeat, and two arriving at once cannot both win.
   * A version the profile has not reached yet, or an account that is not a patient's, stores nothing. Resolves
   * with whether they were stored.
   */
  async store({ accountId, version, aiGenerated }: StoredInsights): Promise<boolean> {
    const stored = await this.db
      .update(accounts)
      .set({ aiGenerated, insightsVersion: version })
      .where(
        and(
          eq(accounts.id, accountId),
          eq(accounts.role, 'user'),
          gte(accounts.profileVersion, version),
          or(isNull(accounts.insightsVersion), lte(accounts.insightsVersion, version)),
        ),
      )
      .returning({ id: accounts.id });
    return stored.length > 0;
  }
}
