import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import { AI_EVENTS } from '@vitalsync/contracts';
import { InsightsGeneratedEventDto } from '@vitalsync/contracts/server';

import { InsightsRepository } from './insights.repository';

@Controller()
export class InsightsController {
  private readonly logger = new Logger(InsightsController.name);

  constructor(private readonly insights: InsightsRepository) {}

  /** ai-svc's insights of one profile version: the newest stored wins, whatever order the events arrive in. */
  @Internal()
  @EventPattern(AI_EVENTS.insightsGenerated)
  async insightsGenerated(@Payload() event: InsightsGeneratedEventDto): Promise<void> {
    const stored = await this.insights.store({
      accountId: event.accountId,
      version: event.version,
      aiGenerated: event.ai_generated,
    });
    // Ids and versions only: the insights themselves are health data.
    if (stored) this.logger.log(`Account ${event.accountId} has insights of version ${event.version}`);
    else this.logger.debug(`Insights of version ${event.version} for ${event.accountId} were not newer`);
  }
}
