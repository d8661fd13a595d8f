import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal, invalidFields } from '@vitalsync/backend';
import {
  ACCOUNT_SUBJECTS,
  LOGIN_RULES,
  type LogoutReply,
  type RevokedSession,
  type SessionGrant,
  validateFields,
} from '@vitalsync/contracts';
import { LoginCommandDto, LogoutCommandDto } from '@vitalsync/contracts/server';

import { LoginService } from './login.service';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(
    private readonly logins: LoginService,
    private readonly sessions: SessionsService,
  ) {}

  /** Nobody is signed in yet: a session is what this opens. The login form's rules give 422s like the gateway's. */
  @Internal()
  @MessagePattern(ACCOUNT_SUBJECTS.login)
  login(@Payload() command: LoginCommandDto): Promise<SessionGrant> {
    const errors = validateFields(LOGIN_RULES, { email: command.email, password: command.password });
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    return this.logins.login(command);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.logout)
  async logout(@Payload() { actor, sessionId }: LogoutCommandDto): Promise<LogoutReply> {
    await this.sessions.revoke(actor, sessionId);
    return { revoked: true };
  }

  /** Gateways load this list when they start; later revocations reach them as `session.revoked` events. */
  @Internal()
  @MessagePattern(ACCOUNT_SUBJECTS.revokedSessions)
  revokedSessions(): Promise<RevokedSession[]> {
    return this.sessions.listRevoked();
  }
}
