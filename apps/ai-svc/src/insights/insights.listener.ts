import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { ACCOUNT_EVENTS } from '@vitalsync/contracts';
import { ProfileUpdatedEventDto } from '@vitalsync/contracts/server';

import { InsightsFlow } from './insights-flow';

@Controller()
// Checked here whatever app hosts the module, as the other listeners do: no event acts unvalidated.
@UsePipes(busValidationPipe())
export class InsightsListener {
  constructor(private readonly flow: InsightsFlow) {}

  /**
   * Every save of a patient's profile recomputes their insights. A failure (the database away) is not caught: the
   * durable consumer delivers the event again later, and keeps it as a dead letter if it never succeeds.
   */
  @Internal()
  @EventPattern(ACCOUNT_EVENTS.profileUpdated)
  profileUpdated(@Payload() event: ProfileUpdatedEventDto): Promise<void> {
    return this.flow.onProfileUpdated(event);
  }
}
