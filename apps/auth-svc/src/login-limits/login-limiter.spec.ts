import { Logger } from '@nestjs/common';
import { loadConfig } from '@vitalsync/config';

import { AuthSvcConfig } from '../config/auth-svc.config';
import { type LimitState, type LimitTransition } from './login-limit';
import { type LoginLimitStore } from './login-limit-store';
import { LoginLimiter, type LoginLimitKeys } from './login-limiter';

/** Keeps states in a map; every rule lives in the limiter, none here. */
class MemoryStore implements LoginLimitStore {
  readonly states = new Map<string, LimitState>();

  async update<T>(
    key: string,
    _now: Date,
    change: (current: LimitState | null) => LimitTransition<T>,
  ): Promise<T> {
    const { state, result } = change(this.states.get(key) ?? null);
    if (state) this.states.set(key, state);
    else this.states.delete(key);
    return result;
  }

  async deleteStale(windowStartedBefore: Date, now: Date): Promise<number> {
    let deleted = 0;
    for (const [key, state] of this.states) {
      if (state.windowStartedAt < windowStartedBefore && (!state.lockedUntil || state.lockedUntil <= now)) {
        this.states.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }
}

const CONFIG = loadConfig(AuthSvcConfig, { LOGIN_MAX_FAILURES_PER_IP: '12' });

const MINUTE = 60_000;
const victim: LoginLimitKeys = { email: 'email:user:ada@example.com', ip: 'ip:10.0.0.1' };

describe('LoginLimiter', () => {
  let now: Date;

  // The lock warnings are expected here.
  beforeAll(() => Logger.overrideLogger(false));

  let store: MemoryStore;
  let sut: LoginLimiter;

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  /** One attempt that reaches the password check and fails. */
  const failOnce = async (keys: LoginLimitKeys = victim) => {
    const admission = await sut.admit(keys);
    if (admission.admitted) await sut.recordFailure(keys);
    return admission;
  };

  beforeEach(() => {
    now = new Date('2026-11-21T10:00:00Z');
    store = new MemoryStore();
    sut = new LoginLimiter(store, CONFIG, () => now);
  });

  it('admits the first five attempts and locks the email for 15 minutes at the fifth failure', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(failOnce()).resolves.toEqual({ admitted: true });
      advance(MINUTE);
    }

    await expect(sut.admit(victim)).resolves.toEqual({ admitted: false, retryAfterMs: 14 * MINUTE });
  });

  it('keeps the lock for its whole duration and lifts it after 15 minutes', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await failOnce();

    advance(15 * MINUTE - 1);
    await expect(sut.admit(victim)).resolves.toEqual({ admitted: false, retryAfterMs: 1 });
    advance(1);
    await expect(sut.admit(victim)).resolves.toEqual({ admitted: true });
  });

  it('starts counting afresh after the lock: one more failure does not lock again', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await failOnce();
    advance(15 * MINUTE);

    await expect(failOnce()).resolves.toEqual({ admitted: true });
    await expect(sut.admit(victim)).resolves.toEqual({ admitted: true });
  });

  it('forgets failures once their window is over', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await failOnce();
    advance(15 * MINUTE);

    for (let attempt = 1; attempt <= 4; attempt++)
      await expect(failOnce()).resolves.toEqual({ admitted: true });
    await expect(sut.admit(victim)).resolves.toEqual({ admitted: true });
  });

  it('refuses a locked email before any password is checked, even the right one', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await failOnce();

    const refused = await sut.admit(victim);
    expect(refused.admitted).toBe(false);
    // A refused attempt is not counted: the lock does not grow, the address does not pay for it.
    expect(store.states.get(victim.email)?.lockedUntil).toEqual(new Date('2026-11-21T10:15:00Z'));
    expect(store.states.get(victim.ip)?.failures).toBe(5);
  });

  it('locks only the email that failed', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await failOnce();

    await expect(sut.admit({ ...victim, email: 'email:user:grace@example.com' })).resolves.toEqual({
      admitted: true,
    });
    await expect(sut.admit({ ...victim, email: 'email:doctor:ada@example.com' })).resolves.toEqual({
      admitted: true,
    });
  });

  it('clears the email failures on a successful login', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await failOnce();
    await expect(sut.admit(victim)).resolves.toEqual({ admitted: true });
    await sut.recordSuccess(victim);

    for (let attempt = 1; attempt <= 4; attempt++)
      await expect(failOnce()).resolves.toEqual({ admitted: true });
    await expect(sut.admit(victim)).resolves.toEqual({ admitted: true });
    expect(store.states.get(victim.email)?.lockedUntil).toBeNull();
  });

  it('caps the failures of one address across emails, for the rest of the lock', async () => {
    for (let attempt = 1; attempt <= 12; attempt++) {
      await expect(
        failOnce({ ip: victim.ip, email: `email:user:probe-${attempt}@example.com` }),
      ).resolves.toEqual({
        admitted: true,
      });
    }

    const fresh = { ip: victim.ip, email: 'email:user:someone-new@example.com' };
    await expect(sut.admit(fresh)).resolves.toEqual({ admitted: false, retryAfterMs: 15 * MINUTE });
    expect(store.states.has(fresh.email)).toBe(false);
    await expect(sut.admit({ ...fresh, ip: 'ip:10.0.0.2' })).resolves.toEqual({ admitted: true });
    advance(15 * MINUTE);
    await expect(sut.admit(fresh)).resolves.toEqual({ admitted: true });
  });

  it('does not count successful logins against the address', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const keys = { ip: victim.ip, email: `email:user:member-${attempt}@example.com` };
      await expect(sut.admit(keys)).resolves.toEqual({ admitted: true });
      await sut.recordSuccess(keys);
    }
    expect(store.states.has(victim.ip)).toBe(false);
  });

  it('counts attempts in flight, so parallel guesses cannot outrun the limit', async () => {
    const admissions = await Promise.all(Array.from({ length: 12 }, () => sut.admit(victim)));

    expect(admissions.filter((admission) => admission.admitted)).toHaveLength(5);
    expect(admissions.filter((admission) => !admission.admitted)).toHaveLength(7);
    // Until the window ends, not until a lock: none of the five has failed yet.
    expect(admissions.find((admission) => !admission.admitted)).toEqual({
      admitted: false,
      retryAfterMs: 15 * MINUTE,
    });
  });

  it('gives the address its count back when the email limit refuses the attempt', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await failOnce();
    for (let attempt = 1; attempt <= 10; attempt++) await sut.admit(victim);

    expect(store.states.get(victim.ip)?.failures).toBe(5);
  });

  it('forgets stale keys at most once per window', async () => {
    await failOnce({ ip: 'ip:10.0.0.9', email: 'email:user:old@example.com' });
    advance(16 * MINUTE);

    await sut.admit(victim);
    expect(store.states.has('ip:10.0.0.9')).toBe(false);
    expect(store.states.has('email:user:old@example.com')).toBe(false);
  });
});
