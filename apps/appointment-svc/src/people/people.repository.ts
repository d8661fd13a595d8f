import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { inArray, sql } from 'drizzle-orm';

import { people, type Person } from './people.schema';

@Injectable()
export class PeopleRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** The stored cards of these accounts; unknown ids are left out. */
  find(accountIds: readonly string[]): Promise<Person[]> {
    if (accountIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(people)
      .where(inArray(people.accountId, [...accountIds]));
  }

  /**
   * Stores each card unless a newer version of it is stored already: events come at most once, in any order,
   * and a card read from auth-svc may be older than an event that overtook it.
   */
  async upsert(cards: readonly Person[]): Promise<void> {
    if (cards.length === 0) return;
    await this.db
      .insert(people)
      .values([...cards])
      .onConflictDoUpdate({
        target: people.accountId,
        set: {
          role: sql`excluded.role`,
          fullName: sql`excluded.full_name`,
          profilePicture: sql`excluded.profile_picture`,
          versionAt: sql`excluded.version_at`,
        },
        setWhere: sql`${people.versionAt} < excluded.version_at`,
      });
  }
}
