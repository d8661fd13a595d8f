import { Injectable, Logger } from '@nestjs/common';
import { clientOriginOf, currentClientOrigin, rpcError } from '@vitalsync/backend';
import { INVALID_LOGIN_MESSAGE, type LoginCommand, type SessionGrant } from '@vitalsync/contracts';

import { AccessHistoryService } from '../access-history/access-history.service';
import { AccountsRepository } from '../accounts/accounts.repository';
import { PasswordHasher } from '../accounts/password-hasher';
import { loginLimitKeys } from '../login-limits/limit-keys';
import { LoginLimiter } from '../login-limits/login-limiter';
import { toProfile } from '../profiles/profile-view';
import { SessionsService } from './sessions.service';

/** One answer for a wrong email, a wrong password and a wrong role: a caller cannot tell which it was. */

const tooManyAttempts = (retryAfterMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return rpcError({
    code: 'account.login_locked',
    message: `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    retryAfterSeconds,
  });
};

@Injectable()
export class LoginService {
  private readonly logger = new Logger(LoginService.name);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginLimiter,
    private readonly sessions: SessionsService,
    private readonly history: AccessHistoryService,
  ) {}

  /**
   * Checks the limits first (429, before any password is looked at), then the credentials (401, in the time a
   * real verification takes even without an account), then opens a session.
   */
  async login({ role, email, password, ip }: LoginCommand): Promise<SessionGrant> {
    const keys = loginLimitKeys(role, email, ip);
    const admission = await this.limiter.admit(keys);
    if (!admission.admitted) {
      this.logger.warn(`Login refused by the rate limit (${keys.ip})`);
      throw tooManyAttempts(admission.retryAfterMs);
    }

    const account = await this.accounts.findByEmail(role, email);
    const valid = account
      ? await this.hasher.verify(password, account.passwordHash)
      : await this.hasher.verifyNothing(password);
    // The gateway's view of the client (address and browser); the command's address when it came without one.
    const client = currentClientOrigin() ?? clientOriginOf(ip, undefined);
    if (!account || !valid) {
      await this.limiter.recordFailure(keys);
      // Only an existing account has a history to show the attempt in.
      if (account) await this.history.recordSecurity('login.failed', account, client);
      this.logger.log(`Login failed for a ${role} (${keys.ip})`);
      throw rpcError({ code: 'account.invalid_login', message: INVALID_LOGIN_MESSAGE });
    }
    await this.limiter.recordSuccess(keys);

    if (this.hasher.needsRehash(account.passwordHash)) {
      await this.accounts.updatePasswordHash(account.id, await this.hasher.hash(password));
    }
    const session = await this.sessions.open(account.id);
    await this.history.recordSecurity('login.succeeded', account, client);
    this.logger.log(`Account ${account.id} logged in`);
    return {
      sessionId: session.id,
      expiresAt: session.expiresAt.getTime(),
      account: { id: account.id, role: account.role },
      profile: toProfile(account),
    };
  }
}
