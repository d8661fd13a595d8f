import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';

import { SESSION_COOKIE } from './session-cookie';
import { SessionReader } from './session-reader';
import { SESSION_STRATEGY } from './session.constants';
import { type SessionClaims } from './session-token';

/**
 * The session cookie as a Passport strategy: SessionReader checks the token and the revocation list (ADR 0004).
 * No session → Passport's failure; revocations not loadable → its error (503).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(private readonly sessions: SessionReader) {
    super();
  }

  validate(request: FastifyRequest): Promise<SessionClaims | null> {
    return this.sessions.read(request.cookies[SESSION_COOKIE]);
  }
}
