import { Inject, Injectable } from '@nestjs/common';

import { RevokedSessions } from './revoked-sessions';
import { SESSION_SECRET } from './session.constants';
import { type SessionClaims, verifySessionToken } from './session-token';

/** Turns a session cookie value into the caller, or null when it is missing, forged, expired or revoked. */
@Injectable()
export class SessionReader {
  constructor(
    @Inject(SESSION_SECRET) private readonly secret: string,
    private readonly revoked: RevokedSessions,
  ) {}

  async read(token: string | undefined): Promise<SessionClaims | null> {
    const claims = verifySessionToken(token, this.secret);
    if (!claims) return null;
    await this.revoked.ensureLoaded();
    return this.revoked.isRevoked(claims.sessionId) ? null : claims;
  }
}
