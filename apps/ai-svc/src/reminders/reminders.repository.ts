import { Inject, Injectable } from '@nestjs/common';
import { type ReminderId } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { eq } from 'drizzle-orm';

import { dismissedReminders } from './reminders.schema';

@Injectable()
export class RemindersRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  async dismissedBy(accountId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ reminderId: dismissedReminders.reminderId })
      .from(dismissedReminders)
      .where(eq(dismissedReminders.accountId, accountId));
    return new Set(rows.map((row) => row.reminderId));
  }

  /** Dismissing twice keeps the first dismissal. */
  async dismiss(accountId: string, reminderId: ReminderId, at: Date): Promise<void> {
    await this.db
      .insert(dismissedReminders)
      .values({ accountId, reminderId, dismissedAt: at })
      .onConflictDoNothing();
  }
}
