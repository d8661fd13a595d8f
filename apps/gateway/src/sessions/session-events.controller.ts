import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { ACCOUNT_EVENTS } from '@vitalsync/contracts';

import { SessionRevokedEventDto } from './dto/session-revoked-event.dto';
import { RevokedSessions } from './revoked-sessions';

/** Every gateway replica hears every revocation (broadcast listener, no queue group). */
@Controller()
// The bus listener is a microservice of its own: the HTTP app's global pipe does not reach it.
@UsePipes(busValidationPipe())
export class SessionEventsController {
  constructor(private readonly revoked: RevokedSessions) {}

  @Internal()
  @EventPattern(ACCOUNT_EVENTS.sessionRevoked)
  onSessionRevoked(@Payload() event: SessionRevokedEventDto): void {
    this.revoked.add(event.sessionId, event.expiresAt);
  }
}
