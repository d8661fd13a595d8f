import { Controller, UsePipes } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { DurableEventContext } from '@vitalsync/bus';
import { ACCESS_AUDIT_EVENTS, ACCESS_HISTORY_SUBJECTS, type AccessHistoryPage } from '@vitalsync/contracts';
import { AccessHistoryQueryDto, AccessRecordedEventDto } from '@vitalsync/contracts/server';

import { AccessHistoryService } from './access-history.service';

@Controller()
@UsePipes(busValidationPipe())
export class AccessHistoryController {
  constructor(private readonly history: AccessHistoryService) {}

  @MessagePattern(ACCESS_HISTORY_SUBJECTS.list)
  list(@Payload() { actor, cursor, limit }: AccessHistoryQueryDto): Promise<AccessHistoryPage> {
    return this.history.list(actor, cursor, limit);
  }

  /**
   * Durable: acknowledged once the rows are committed; a second delivery of the same event stores nothing (its id
   * is part of each row's unique key).
   */
  @Internal()
  @EventPattern(ACCESS_AUDIT_EVENTS.recorded)
  recorded(@Payload() event: AccessRecordedEventDto, @Ctx() context: DurableEventContext): Promise<void> {
    return this.history.recordAccess(event, context.eventId);
  }
}
