import { Controller, UsePipes } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { DurableEventContext } from '@vitalsync/bus';
import {
  AI_EVENTS,
  AI_SUBJECTS,
  type EmergencyNotificationsPage,
  type EmergencyNotificationsUnread,
} from '@vitalsync/contracts';
import {
  EmergencyBeganEventDto,
  EmergencyNotificationsQueryDto,
  MarkEmergencyNotificationsReadCommandDto,
} from '@vitalsync/contracts/server';

import { EmergencyNotificationsService } from './emergency-notifications.service';

@Controller()
// Checked here whatever app hosts the module, as the other listeners do: no event acts unvalidated.
@UsePipes(busValidationPipe())
export class EmergencyNotificationsController {
  constructor(private readonly notifications: EmergencyNotificationsService) {}

  /**
   * Durable: acknowledged once the notifications and their `health.emergency` are committed; a failure (the
   * consulting doctors could not be read) is delivered again later.
   */
  @Internal()
  @EventPattern(AI_EVENTS.emergencyBegan)
  emergencyBegan(
    @Payload() event: EmergencyBeganEventDto,
    @Ctx() context: DurableEventContext,
  ): Promise<void> {
    return this.notifications.emergencyBegan(event, context.eventId);
  }

  @MessagePattern(AI_SUBJECTS.listEmergencyNotifications)
  list(@Payload() query: EmergencyNotificationsQueryDto): Promise<EmergencyNotificationsPage> {
    return this.notifications.list(query);
  }

  @MessagePattern(AI_SUBJECTS.readEmergencyNotifications)
  read(@Payload() command: MarkEmergencyNotificationsReadCommandDto): Promise<EmergencyNotificationsUnread> {
    return this.notifications.markRead(command);
  }
}
