import { Logger } from '@nestjs/common';
import { loadConfig } from '@vitalsync/config';

import { AuthSvcConfig } from '../config/auth-svc.config';
import { type LimitState, type LimitTransition } from './login-limit';
import { type LoginLimitStore } from './login-limit-store';
import { LoginLimiter } from './login-limiter';
import { loginLimitKeys, type LoginLimitKeys } from './limit-keys';

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
const victim = loginLimitKeys('user', 'ada@example.com', '10.0.0.1');
/** The victim's email tried from another address. */
const from = (ip: string): LoginLimitKeys => loginLimitKeys('user', 'ada@example.com', ip);
/** The victim's email tried from the n-th of many addresses. */
const fromMany = (n: number): LoginLimitKeys => from(`10.1.${Math.floor(n / 256)}.${n % 256}`);
/** Another email tried from the victim's address. */
const otherEmail = (email: string): LoginLimitKeys => loginLimitKeys('user', email, '10.0.0.1');

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

  /** One attempt that reaches the password check and succeeds. */
  const logInOnce = async (keys: LoginLimitKeys) => {
    const admission = await sut.admit(keys);
    if (admission.admitted) await sut.recordSuccess(keys);
    return admission;
  };

  /** 50 failures of the victim's email, from ten addresses with five each: the most each may make. */
  const failFromTenAddresses = async () => {
    for (let address = 1; address <= 10; address++) {
      for (let attempt = 1; attempt <= 5; attempt++) {
        await expect(failOnce(fromMany(address))).resolves.toEqual({ admitted: true });
      }
    }
  };

  describe('an email from one address', () => {
    it('admits the first five attempts and locks for 15 minutes at the fifth failure', async () => {
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

    it('refuses a locked email from that address before any password is checked, even the right one', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) await failOnce();

      const refused = await sut.admit(victim);
      expect(refused.admitted).toBe(false);
      // A refused attempt is not counted: the lock does not grow, the other keys do not pay for it.
      expect(store.states.get(victim.emailFromIp)?.lockedUntil).toEqual(new Date('2026-11-21T10:15:00Z'));
      expect(store.states.get(victim.ip)?.failures).toBe(5);
      expect(store.states.get(victim.email)?.failures).toBe(5);
    });

    it('lets the owner log in from another address after 20 failed attempts from one', async () => {
      for (let attempt = 1; attempt <= 20; attempt++) await failOnce();
      await expect(sut.admit(victim)).resolves.toMatchObject({ admitted: false });

      await expect(logInOnce(from('192.0.2.7'))).resolves.toEqual({ admitted: true });
    });

    it('allows one address five guesses per lock, however long it keeps trying', async () => {
      let guesses = 0;
      for (let minute = 0; minute < 2 * 60; minute++) {
        if ((await failOnce()).admitted) guesses += 1;
        advance(MINUTE);
      }

      // Five at minutes 0–4, locked until 19, five more, locked until 38, …: seven rounds in two hours.
      expect(guesses).toBe(35);
    });

    it('locks only the email that failed', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) await failOnce();

      await expect(sut.admit(otherEmail('grace@example.com'))).resolves.toEqual({ admitted: true });
      await expect(sut.admit(loginLimitKeys('doctor', 'ada@example.com', '10.0.0.1'))).resolves.toEqual({
        admitted: true,
      });
    });

    it('clears the failures on a successful login', async () => {
      for (let attempt = 1; attempt <= 4; attempt++) await failOnce();
      await expect(logInOnce(victim)).resolves.toEqual({ admitted: true });

      for (let attempt = 1; attempt <= 4; attempt++)
        await expect(failOnce()).resolves.toEqual({ admitted: true });
      await expect(sut.admit(victim)).resolves.toEqual({ admitted: true });
      expect(store.states.get(victim.emailFromIp)?.lockedUntil).toBeNull();
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

    it('gives the address and the email their count back when it refuses the attempt', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) await failOnce();
      for (let attempt = 1; attempt <= 10; attempt++) await sut.admit(victim);

      expect(store.states.get(victim.ip)?.failures).toBe(5);
      expect(store.states.get(victim.email)?.failures).toBe(5);
    });
  });

  describe('an email across addresses', () => {
    it('locks it for every address for 15 minutes at the 50th failure, not before', async () => {
      for (let address = 1; address <= 10; address++) {
        for (let attempt = 1; attempt <= 5; attempt++) {
          if (address === 10 && attempt === 5) {
            await expect(logInOnce(from('192.0.2.7'))).resolves.toEqual({ admitted: true });
          }
          await expect(failOnce(fromMany(address))).resolves.toEqual({ admitted: true });
        }
      }

      await expect(sut.admit(from('192.0.2.7'))).resolves.toEqual({
        admitted: false,
        retryAfterMs: 15 * MINUTE,
      });
      advance(15 * MINUTE);
      await expect(logInOnce(from('192.0.2.7'))).resolves.toEqual({ admitted: true });
    });

    it('locks it again at each further failure, twice as long each time, up to a day', async () => {
      await failFromTenAddresses();

      const locks: number[] = [];
      for (let address = 11; address <= 19; address++) {
        const lock = await sut.admit(fromMany(address));
        if (lock.admitted) throw new Error('expected a lock');
        locks.push(lock.retryAfterMs / MINUTE);
        advance(lock.retryAfterMs);
        await expect(failOnce(fromMany(address))).resolves.toEqual({ admitted: true });
      }

      expect(locks).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
    });

    it('admits the owner between growing locks, and their login does not end the growth', async () => {
      await failFromTenAddresses();
      advance(15 * MINUTE);

      await expect(logInOnce(from('192.0.2.7'))).resolves.toEqual({ admitted: true });
      await expect(failOnce(fromMany(11))).resolves.toEqual({ admitted: true });
      await expect(sut.admit(from('192.0.2.7'))).resolves.toEqual({
        admitted: false,
        retryAfterMs: 30 * MINUTE,
      });
    });

    it('forgets the growing locks after a whole quiet window', async () => {
      await failFromTenAddresses();
      advance(15 * MINUTE + 15 * MINUTE);

      for (let attempt = 1; attempt <= 5; attempt++)
        await expect(failOnce(fromMany(11))).resolves.toEqual({ admitted: true });
      await expect(sut.admit(fromMany(12))).resolves.toEqual({ admitted: true });
    });

    it('allows many addresses guessing as fast as they can a few dozen guesses a day', async () => {
      let guesses = 0;
      for (let attempt = 0; attempt < 24 * 60 * 6; attempt++) {
        if ((await failOnce(fromMany(attempt))).admitted) guesses += 1;
        advance(10_000);
      }

      // 50, then one each at the end of locks of 15, 30, 60, 120, 240 and 480 minutes (the next one lasts 960).
      expect(guesses).toBe(56);
    });

    it('counts attempts in flight from many addresses', async () => {
      const admissions = await Promise.all(Array.from({ length: 60 }, (_, n) => sut.admit(fromMany(n))));

      expect(admissions.filter((admission) => admission.admitted)).toHaveLength(50);
    });

    it('gives the address and the email from it their count back when it refuses the attempt', async () => {
      await failFromTenAddresses();
      await expect(sut.admit(victim)).resolves.toMatchObject({ admitted: false });

      expect(store.states.has(victim.ip)).toBe(false);
      expect(store.states.has(victim.emailFromIp)).toBe(false);
    });
  });

  it('caps the failures of one address across emails, for the rest of the lock', async () => {
    for (let attempt = 1; attempt <= 12; attempt++) {
      await expect(failOnce(otherEmail(`probe-${attempt}@example.com`))).resolves.toEqual({
        admitted: true,
      });
    }

    const fresh = otherEmail('someone-new@example.com');
    await expect(sut.admit(fresh)).resolves.toEqual({ admitted: false, retryAfterMs: 15 * MINUTE });
    expect(store.states.has(fresh.email)).toBe(false);
    expect(store.states.has(fresh.emailFromIp)).toBe(false);
    await expect(sut.admit(loginLimitKeys('user', 'someone-new@example.com', '10.0.0.2'))).resolves.toEqual({
      admitted: true,
    });
    advance(15 * MINUTE);
    await expect(sut.admit(fresh)).resolves.toEqual({ admitted: true });
  });

  it('does not count successful logins against the address or the email', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      await expect(logInOnce(otherEmail(`member-${attempt}@example.com`))).resolves.toEqual({
        admitted: true,
      });
    }
    expect(store.states.size).toBe(0);
  });

  it('forgets stale keys at most once per window', async () => {
    const old = loginLimitKeys('user', 'old@example.com', '10.0.0.9');
    await failOnce(old);
    advance(16 * MINUTE);

    await sut.admit(victim);
    expect([old.ip, old.email, old.emailFromIp].filter((key) => store.states.has(key))).toEqual([]);
  });
});
