import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, currentClientOrigin, rpcError } from '@vitalsync/backend';
import { isUUID } from 'class-validator';
import { type Actor, type RevokedSession, type SessionRevokedEvent } from '@vitalsync/contracts';

import { AccessHistoryService } from '../access-history/access-history.service';
import { AuthSvcConfig } from '../config/auth-svc.config';
import { SessionsRepository, type SessionTimes } from './sessions.repository';

const HOUR_MS = 3_600_000;

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);
  private nextCleanupAt = 0;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly config: AuthSvcConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly history: AccessHistoryService,
  ) {}

  /** A new session of the account, valid for SESSION_TTL_HOURS from now. */
  async open(accountId: string): Promise<SessionTimes> {
    const now = this.clock();
    const session = await this.sessions.create(
      accountId,
      now,
      new Date(now.getTime() + this.config.SESSION_TTL_HOURS * HOUR_MS),
    );
    if (now.getTime() >= this.nextCleanupAt) {
      // At most hourly: expired rows only take space.
      this.nextCleanupAt = now.getTime() + HOUR_MS;
      await this.sessions.deleteExpired(now);
    }
    return session;
  }

  /**
   * Revokes one of the actor's own sessions and tells every gateway. Idempotent: revoking again announces it
   * again, so a gateway that missed the first event still learns it. 404 for a session the actor does not own.
   */
  async revoke(actor: Actor, sessionId: string): Promise<RevokedSession> {
    // A session id that cannot exist is answered like any session the actor does not own.
    const revoked = isUUID(sessionId) ? await this.sessions.revoke(sessionId, actor.id, this.clock()) : null;
    if (!revoked) throw rpcError({ code: 'session.not_found', message: 'There is no such session.' });
    const event: SessionRevokedEvent = { sessionId: revoked.id, expiresAt: revoked.expiresAt.getTime() };
    await this.history.recordSecurity('logout', actor, currentClientOrigin());
    this.logger.log(`Account ${actor.id} logged out`);
    return event;
  }

  async listRevoked(): Promise<RevokedSession[]> {
    const revoked = await this.sessions.listRevoked(this.clock());
    return revoked.map(({ id, expiresAt }) => ({ sessionId: id, expiresAt: expiresAt.getTime() }));
  }
}
