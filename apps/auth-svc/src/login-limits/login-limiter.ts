import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';

import { AuthSvcConfig } from '../config/auth-svc.config';
import { admit, clear, fail, refund, type Admission, type LimitPolicy } from './login-limit';
import { type LoginLimitStore } from './login-limit-store';
import { LoginLimitsRepository } from './login-limits.repository';

/** The two keys one login attempt counts against (see limit-keys.ts). */
export interface LoginLimitKeys {
  email: string;
  ip: string;
}

const MINUTE_MS = 60_000;

/**
 * Login rate limits kept in the database, shared by every replica. Any error of the store propagates, so when
 * the limits cannot be read or written nobody logs in (fail closed).
 */
@Injectable()
export class LoginLimiter {
  private readonly logger = new Logger(LoginLimiter.name);
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
    this.emailPolicy = { maxFailures: config.LOGIN_MAX_FAILURES_PER_EMAIL, windowMs, lockMs };
    this.ipPolicy = { maxFailures: config.LOGIN_MAX_FAILURES_PER_IP, windowMs, lockMs };
  }

  /**
   * Counts the attempt against the address, then the email, before any password is checked. An attempt refused
   * by either limit counts against neither.
   */
  async admit(keys: LoginLimitKeys): Promise<Admission> {
    const now = this.clock();
    await this.forgetStaleKeys(now);
    const byIp = await this.store.update(keys.ip, now, (state) => admit(state, now, this.ipPolicy));
    if (!byIp.admitted) return byIp;
    const byEmail = await this.store.update(keys.email, now, (state) => admit(state, now, this.emailPolicy));
    if (!byEmail.admitted) await this.store.update(keys.ip, now, refund);
    return byEmail;
  }

  /** The admitted attempt had a wrong email, password or role. */
  async recordFailure(keys: LoginLimitKeys): Promise<void> {
    const now = this.clock();
    if (await this.store.update(keys.email, now, (state) => fail(state, now, this.emailPolicy))) {
      this.logger.warn(
        `A login email was locked for ${this.emailPolicy.lockMs / MINUTE_MS} minutes after repeated failures`,
      );
    }
    if (await this.store.update(keys.ip, now, (state) => fail(state, now, this.ipPolicy))) {
      this.logger.warn(
        `Logins from ${keys.ip} were locked for ${this.ipPolicy.lockMs / MINUTE_MS} minutes after repeated failures`,
      );
    }
  }

  /** The admitted attempt logged in: the email's failures are forgotten, the address gets its count back. */
  async recordSuccess(keys: LoginLimitKeys): Promise<void> {
    const now = this.clock();
    await this.store.update(keys.email, now, clear);
    await this.store.update(keys.ip, now, refund);
  }

  /** At most once per window: keys whose window is over and that are not locked would start afresh anyway. */
  private async forgetStaleKeys(now: Date): Promise<void> {
    if (now.getTime() < this.nextCleanupAt) return;
    this.nextCleanupAt = now.getTime() + this.windowMs;
    await this.store.deleteStale(new Date(now.getTime() - this.windowMs), now);
  }
}
