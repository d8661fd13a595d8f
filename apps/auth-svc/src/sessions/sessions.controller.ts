import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_SUBJECTS, type RevokedSession, type SessionGrant } from '@vitalsync/contracts';

import { LoginService } from './login.service';
import { parseLoginCommand, parseLogoutCommand } from './session-commands';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(
    private readonly logins: LoginService,
    private readonly sessions: SessionsService,
  ) {}

  @MessagePattern(ACCOUNT_SUBJECTS.login)
  login(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.logins.login(parseLoginCommand(payload));
  }

  @MessagePattern(ACCOUNT_SUBJECTS.logout)
  async logout(@Payload() payload: unknown): Promise<{ revoked: true }> {
    const { actor, sessionId } = parseLogoutCommand(payload);
    await this.sessions.revoke(actor, sessionId);
    return { revoked: true };
  }

  /** Gateways load this list when they start; later revocations reach them as `session.revoked` events. */
  @MessagePattern(ACCOUNT_SUBJECTS.revokedSessions)
  revokedSessions(): Promise<RevokedSession[]> {
    return this.sessions.listRevoked();
  }
}
