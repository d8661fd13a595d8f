import { Controller, Logger, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal, ProfileUpdatedEventDto } from '@vitalsync/backend';
import { ACCOUNT_EVENTS } from '@vitalsync/contracts';

import { InsightsFlow } from './insights-flow';

@Controller()
// Checked here whatever app hosts the module, as the other listeners do: no event acts unvalidated.
@UsePipes(busValidationPipe())
export class InsightsListener {
  private readonly logger = new Logger(InsightsListener.name);

  constructor(private readonly flow: InsightsFlow) {}

  /** Every save of a patient's profile recomputes their insights. */
  @Internal()
  @EventPattern(ACCOUNT_EVENTS.profileUpdated)
  async profileUpdated(@Payload() event: ProfileUpdatedEventDto): Promise<void> {
    try {
      await this.flow.onProfileUpdated(event);
    } catch (error) {
      // An event has nobody to answer: the failure is logged (no health data) and the next save retries.
      const kind = error instanceof Error ? error.name : 'unknown';
      this.logger.error(`Insights of account ${event.accountId} version ${event.version} failed (${kind})`);
    }
  }
}
