import { join } from 'node:path';

import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase, waitFor } from '@vitalsync/testing';
import { eq } from 'drizzle-orm';
import { type Pool } from 'pg';

import { authDatabaseSchema as schema } from '../app/database-schema';
import { type LimitState } from './login-limit';
import { LoginLimitsRepository } from './login-limits.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 10) + minutes * MINUTE);

const increment = (now: Date) => (current: LimitState | null) => {
  const state = {
    failures: (current?.failures ?? 0) + 1,
    windowStartedAt: current?.windowStartedAt ?? now,
    lockedUntil: null,
    locks: current?.locks ?? 0,
  };
  return { state, result: state.failures };
};

describeEachEngine('LoginLimitsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
  let sut: LoginLimitsRepository;

  const stored = async (key: string) =>
    (await db().select().from(schema.loginLimits).where(eq(schema.loginLimits.key, key)))[0] ?? null;

  beforeAll(() => {
    sut = new LoginLimitsRepository(db());
  });

  it('hands a new key to the change as null and stores what it returns', async () => {
    const seen: Array<LimitState | null> = [];
    const result = await sut.update('ip:10.0.0.1', at(0), (current) => {
      seen.push(current);
      return increment(at(0))(current);
    });

    expect(seen).toEqual([null]);
    expect(result).toBe(1);
    expect(await stored('ip:10.0.0.1')).toEqual({
      key: 'ip:10.0.0.1',
      failures: 1,
      windowStartedAt: at(0),
      lockedUntil: null,
      locks: 0,
    });
  });

  it('passes the stored state to the next change and forgets the key when the change returns null', async () => {
    await sut.update('ip:10.0.0.2', at(0), () => ({
      state: { failures: 3, windowStartedAt: at(0), lockedUntil: at(15), locks: 2 },
      result: undefined,
    }));
    const seen = await sut.update('ip:10.0.0.2', at(1), (current) => ({ state: null, result: current }));

    expect(seen).toEqual({ failures: 3, windowStartedAt: at(0), lockedUntil: at(15), locks: 2 });
    expect(await stored('ip:10.0.0.2')).toBeNull();
  });

  it('leaves no row behind when a change of a new key returns null', async () => {
    await sut.update('email:user:nobody@example.com', at(0), () => ({ state: null, result: undefined }));

    expect(await stored('email:user:nobody@example.com')).toBeNull();
  });

  it('serialises concurrent changes of one key: none is lost', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => sut.update('ip:10.0.0.3', at(0), increment(at(0)))),
    );

    expect(results.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect((await stored('ip:10.0.0.3'))?.failures).toBe(25);
  });

  it('deletes keys whose window is over unless they are still locked', async () => {
    const set = (key: string, state: LimitState) =>
      sut.update(key, at(0), () => ({ state, result: undefined }));
    await set('ip:old', { failures: 2, windowStartedAt: at(-30), lockedUntil: null, locks: 0 });
    await set('ip:old-locked', { failures: 0, windowStartedAt: at(-10), lockedUntil: at(5), locks: 0 });
    await set('ip:old-lock-lifted', {
      failures: 0,
      windowStartedAt: at(-40),
      lockedUntil: at(-25),
      locks: 0,
    });
    await set('ip:current', { failures: 2, windowStartedAt: at(-5), lockedUntil: null, locks: 0 });

    await sut.deleteStale(at(-15), at(0));

    expect(await stored('ip:old')).toBeNull();
    expect(await stored('ip:old-lock-lifted')).toBeNull();
    expect(await stored('ip:old-locked')).not.toBeNull();
    expect(await stored('ip:current')).not.toBeNull();
  });

  // Only PostgreSQL has concurrent transactions: PGlite runs one at a time, so the race cannot happen there.
  (engine === 'postgres' ? it : it.skip)(
    'starts afresh when another replica forgets the key while this change waits for its lock',
    async () => {
      const key = 'email:user:race@example.com';
      await sut.update(key, at(0), increment(at(0)));
      // The node-postgres pool under drizzle: this test needs a second connection of its own.
      const pool = (db() as unknown as { $client: Pool }).$client;
      // The other replica's change (a successful login clearing the email's failures) holds the row...
      const other = await pool.connect();
      try {
        await other.query('begin');
        await other.query('select * from auth.login_limits where key = $1 for update', [key]);
        const waiting = sut.update(key, at(1), (current) => ({ state: null, result: current }));
        await waitFor(
          async () => {
            const { rows } = await pool.query<{ waiting: number }>(
              'select count(*)::int as waiting from pg_stat_activity' +
                " where datname = current_database() and wait_event_type = 'Lock'",
            );
            return rows[0]?.waiting ? true : undefined;
          },
          { timeoutMs: 10_000, intervalMs: 20, description: 'the change to wait for the row lock' },
        );
        // ...and deletes it while this change waits: the change sees a new key, it does not fail.
        await other.query('delete from auth.login_limits where key = $1', [key]);
        await other.query('commit');
        await expect(waiting).resolves.toBeNull();
      } finally {
        other.release();
      }
    },
  );
});
