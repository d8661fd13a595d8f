import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';

import { loginLimits } from './login-limits.schema';
import { type LimitState, type LimitTransition } from './login-limit';
import { type LoginLimitStore } from './login-limit-store';

/** Each retry follows a deletion by another change of the same key, so more than a few mean something is wrong. */
const MAX_LOCK_ATTEMPTS = 5;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

@Injectable()
export class LoginLimitsRepository implements LoginLimitStore {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /**
   * One transaction per change: the row is created if missing (so there is always a row to lock), locked with
   * `for update`, changed and written back. Concurrent changes of one key, from any replica, wait for each other.
   */
  update<T>(key: string, now: Date, change: (current: LimitState | null) => LimitTransition<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lockRow(tx, key, now);
      const { state, result } = change(locked.created ? null : locked.state);

      if (state === null) {
        await tx.delete(loginLimits).where(eq(loginLimits.key, key));
      } else {
        await tx
          .update(loginLimits)
          .set({
            failures: state.failures,
            windowStartedAt: state.windowStartedAt,
            lockedUntil: state.lockedUntil,
            locks: state.locks,
          })
          .where(eq(loginLimits.key, key));
      }
      return result;
    });
  }

  /**
   * The key's row, created if missing, under a row lock. A change that forgets the key (a successful login) may
   * delete the row while this transaction waits for its lock; the wait then ends with no row, and the key is
   * created again, as for a first attempt. Read committed makes the next statement see that deletion.
   */
  private async lockRow(
    tx: Transaction,
    key: string,
    now: Date,
  ): Promise<{ created: boolean; state: LimitState }> {
    for (let attempt = 1; ; attempt += 1) {
      const created = await tx
        .insert(loginLimits)
        .values({ key, failures: 0, windowStartedAt: now })
        .onConflictDoNothing()
        .returning({ key: loginLimits.key });
      const [row] = await tx.select().from(loginLimits).where(eq(loginLimits.key, key)).for('update');
      if (row) {
        return {
          created: created.length > 0,
          state: {
            failures: row.failures,
            windowStartedAt: row.windowStartedAt,
            lockedUntil: row.lockedUntil,
            locks: row.locks,
          },
        };
      }
      if (attempt >= MAX_LOCK_ATTEMPTS)
        throw new Error(`The login limit row of a key vanished ${attempt} times`);
    }
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
