import { Controller, UsePipes } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { DurableEventContext } from '@vitalsync/bus';
import { AI_EVENTS, APPOINTMENT_EVENTS } from '@vitalsync/contracts';
import { AppointmentChangedEventDto, HealthEmergencyEventDto } from '@vitalsync/contracts/server';

import { MailEventsService } from './mail-events.service';

/**
 * The durable events that become e-mails. Each is acknowledged once its rows are committed; sending happens
 * after, in MailSender, so an SMTP server that is away never holds an event back.
 */
@Controller()
// Checked here whatever app hosts the module, as the other listeners do: no event acts unvalidated.
@UsePipes(busValidationPipe())
export class MailEventsController {
  constructor(private readonly mail: MailEventsService) {}

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.booked)
  booked(@Payload() event: AppointmentChangedEventDto, @Ctx() context: DurableEventContext): Promise<void> {
    return this.mail.booked(event, context.eventId);
  }

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.cancelled)
  cancelled(
    @Payload() event: AppointmentChangedEventDto,
    @Ctx() context: DurableEventContext,
  ): Promise<void> {
    return this.mail.cancelled(event, context.eventId);
  }

  @Internal()
  @EventPattern(AI_EVENTS.emergency)
  emergency(@Payload() event: HealthEmergencyEventDto, @Ctx() context: DurableEventContext): Promise<void> {
    return this.mail.emergency(event, context.eventId);
  }
}
