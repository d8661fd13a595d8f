import { Inject, Injectable } from '@nestjs/common';

import { RevokedSessions } from './revoked-sessions';
import { SESSION_SECRET } from './session.constants';
import { type SessionClaims } from './session-token';
import { VerifiedTokens } from './verified-tokens';

/** Turns a session cookie value into the caller, or null when it is missing, forged, expired or revoked. */
@Injectable()
export class SessionReader {
  private readonly tokens: VerifiedTokens;

  constructor(
    @Inject(SESSION_SECRET) secret: string,
    private readonly revoked: RevokedSessions,
  ) {
    this.tokens = new VerifiedTokens(secret);
  }

  async read(token: string | undefined): Promise<SessionClaims | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    await this.revoked.ensureLoaded();
    return this.revoked.isRevoked(claims.sessionId) ? null : claims;
  }
}
