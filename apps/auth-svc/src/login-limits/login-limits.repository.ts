import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';

import { loginLimits } from './login-limits.schema';
import { type LimitState, type LimitTransition } from './login-limit';
import { type LoginLimitStore } from './login-limit-store';

@Injectable()
export class LoginLimitsRepository implements LoginLimitStore {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /**
   * One transaction per change: the row is created if missing (so there is always a row to lock), locked with
   * `for update`, changed and written back. Concurrent changes of one key, from any replica, wait for each other.
   */
  update<T>(key: string, now: Date, change: (current: LimitState | null) => LimitTransition<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const created = await tx
        .insert(loginLimits)
        .values({ key, failures: 0, windowStartedAt: now })
        .onConflictDoNothing()
        .returning({ key: loginLimits.key });
      const [row] = await tx.select().from(loginLimits).where(eq(loginLimits.key, key)).for('update');
      if (!row) throw new Error('A login limit row vanished inside its transaction');

      const current: LimitState | null =
        created.length > 0
          ? null
          : { failures: row.failures, windowStartedAt: row.windowStartedAt, lockedUntil: row.lockedUntil };
      const { state, result } = change(current);

      if (state === null) {
        await tx.delete(loginLimits).where(eq(loginLimits.key, key));
      } else {
        await tx
          .update(loginLimits)
          .set({
            failures: state.failures,
            windowStartedAt: state.windowStartedAt,
            lockedUntil: state.lockedUntil,
          })
          .where(eq(loginLimits.key, key));
      }
      return result;
    });
  }

  async deleteStale(windowStartedBefore: Date, now: Date): Promise<number> {
    const deleted = await this.db
      .delete(loginLimits)
      .where(
        and(
          lt(loginLimits.windowStartedAt, windowStartedBefore),
          or(isNull(loginLimits.lockedUntil), lte(loginLimits.lockedUntil, now)),
        ),
      )
      .returning({ key: loginLimits.key });
    return deleted.length;
  }
}
