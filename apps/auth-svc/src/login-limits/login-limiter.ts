import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';

import { AuthSvcConfig } from '../config/auth-svc.config';
import { admit, clear, fail, refund, type Admission, type LimitPolicy } from './login-limit';
import { type LoginLimitStore } from './login-limit-store';
import { type LoginLimitKeys } from './limit-keys';
import { LoginLimitsRepository } from './login-limits.repository';

const MINUTE_MS = 60_000;

/** The longest a growing lock of an email lasts: a day, so an attack that stops frees the owner within one. */
export const MAX_GROWING_LOCK_MS = 24 * 60 * MINUTE_MS;

/**
 * Login rate limits kept in the database, shared by every replica. Three counts, each over LOGIN_WINDOW_MINUTES:
 * - an email from one address: LOGIN_MAX_FAILURES_PER_EMAIL (5) failures lock that email for that address only,
 *   for LOGIN_LOCK_MINUTES (15), so a stranger's guesses never lock the owner out of their own address;
 * - an email from every address together: LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES (10 × the above, 50)
 *   failures lock it for everyone for LOGIN_LOCK_MINUTES, then each further failure before a quiet window passes
 *   locks it again for twice as long (15, 30, 60 min … up to a day): one address alone cannot get there, and
 *   guessing from many addresses slows down ever more;
 * - an address across emails: LOGIN_MAX_FAILURES_PER_IP (100) failures lock the address for LOGIN_LOCK_MINUTES.
 * Any error of the store propagates, so when the limits cannot be read or written nobody logs in (fail closed).
 */
@Injectable()
export class LoginLimiter {
  private readonly logger = new Logger(LoginLimiter.name);
  private readonly emailFromIpPolicy: LimitPolicy;
  private readonly emailPolicy: LimitPolicy;
  private readonly ipPolicy: LimitPolicy;
  private readonly windowMs: number;
  private nextCleanupAt = 0;

  constructor(
    @Inject(LoginLimitsRepository) private readonly store: LoginLimitStore,
    config: AuthSvcConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    const windowMs = config.LOGIN_WINDOW_MINUTES * MINUTE_MS;
    const lockMs = config.LOGIN_LOCK_MINUTES * MINUTE_MS;
    this.windowMs = windowMs;
    this.emailFromIpPolicy = { maxFailures: config.LOGIN_MAX_FAILURES_PER_EMAIL, windowMs, lockMs };
    this.emailPolicy = {
      maxFailures: config.loginMaxFailuresAcrossAddresses,
      windowMs,
      lockMs,
      growingLocks: { maxLockMs: Math.max(lockMs, MAX_GROWING_LOCK_MS) },
    };
    this.ipPolicy = { maxFailures: config.LOGIN_MAX_FAILURES_PER_IP, windowMs, lockMs };
  }

  /**
   * Counts the attempt against the address, the email from that address, then the email, before any password is
   * checked. An attempt refused by any limit counts against none.
   */
  async admit(keys: LoginLimitKeys): Promise<Admission> {
    const now = this.clock();
    await this.forgetStaleKeys(now);
    const byIp = await this.store.update(keys.ip, now, (state) => admit(state, now, this.ipPolicy));
    if (!byIp.admitted) return byIp;
    const byEmailFromIp = await this.store.update(keys.emailFromIp, now, (state) =>
      admit(state, now, this.emailFromIpPolicy),
    );
    if (!byEmailFromIp.admitted) {
      await this.store.update(keys.ip, now, refund);
      return byEmailFromIp;
    }
    const byEmail = await this.store.update(keys.email, now, (state) => admit(state, now, this.emailPolicy));
    if (!byEmail.admitted) {
      await this.store.update(keys.emailFromIp, now, refund);
      await this.store.update(keys.ip, now, refund);
    }
    return byEmail;
  }

  /** The admitted attempt had a wrong email, password or role. */
  async recordFailure(keys: LoginLimitKeys): Promise<void> {
    const now = this.clock();
    if (await this.store.update(keys.emailFromIp, now, (state) => fail(state, now, this.emailFromIpPolicy))) {
      this.logger.warn(
        `A login email was locked for ${keys.ip} for ${this.emailFromIpPolicy.lockMs / MINUTE_MS} minutes after repeated failures`,
      );
    }
    if (await this.store.update(keys.email, now, (state) => fail(state, now, this.emailPolicy))) {
      this.logger.warn('A login email was locked for every address after repeated failures from several');
    }
    if (await this.store.update(keys.ip, now, (state) => fail(state, now, this.ipPolicy))) {
      this.logger.warn(
        `Logins from ${keys.ip} were locked for ${this.ipPolicy.lockMs / MINUTE_MS} minutes after repeated failures`,
      );
    }
  }

  /**
   * The admitted attempt logged in: the email's failures from this address are forgotten; the address and the
   * email across addresses get their count back, so the owner logging in does not hand strangers fresh guesses.
   */
  async recordSuccess(keys: LoginLimitKeys): Promise<void> {
    const now = this.clock();
    await this.store.update(keys.emailFromIp, now, clear);
    await this.store.update(keys.email, now, refund);
    await this.store.update(keys.ip, now, refund);
  }

  /** At most once per window: keys whose window is over and that are not locked would start afresh anyway. */
  private async forgetStaleKeys(now: Date): Promise<void> {
    if (now.getTime() < this.nextCleanupAt) return;
    this.nextCleanupAt = now.getTime() + this.windowMs;
    await this.store.deleteStale(new Date(now.getTime() - this.windowMs), now);
  }
}
