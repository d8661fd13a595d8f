import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_EVENTS, type SessionRevokedEvent } from '@vitalsync/contracts';

import { RevokedSessions } from './revoked-sessions';

/** Every gateway replica hears every revocation (broadcast listener, no queue group). */
@Controller()
export class SessionEventsController {
  constructor(private readonly revoked: RevokedSessions) {}

  @EventPattern(ACCOUNT_EVENTS.sessionRevoked)
  onSessionRevoked(@Payload() event: SessionRevokedEvent): void {
    this.revoked.add(event.sessionId, event.expiresAt);
  }
}
