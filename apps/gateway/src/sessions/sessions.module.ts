import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';

import { GatewayConfig } from '../config/gateway.config';
import { RevokedSessions } from './revoked-sessions';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionEventsController } from './session-events.controller';
import { SessionReader } from './session-reader';
import { resolveSessionSecret } from './session-secret';
import { SESSION_SECRET } from './session.constants';
import { SessionStrategy } from './session.strategy';

/** Who is calling: session tokens, the revocation list, the Passport strategy and the guard built on it. */
@Module({
  imports: [PassportModule],
  controllers: [SessionEventsController],
  providers: [
    { provide: SESSION_SECRET, inject: [GatewayConfig], useFactory: resolveSessionSecret },
    RevokedSessions,
    SessionReader,
    SessionStrategy,
    SessionAuthGuard,
  ],
  exports: [SESSION_SECRET, RevokedSessions, SessionReader, SessionAuthGuard],
})
export class SessionsModule {}
