import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { APPOINTMENT_EVENTS } from '@vitalsync/contracts';
import { AppointmentChangedEventDto } from '@vitalsync/contracts/server';

import { PairAccess } from './pair-access';

/**
 * A booking can make a pair allowed and a cancellation can make it refused: either forgets the remembered answer,
 * so the pair's next message is judged on the new state.
 */
@Controller()
// Checked here whatever app hosts the module, as the gateway's listener does: no event acts unvalidated.
@UsePipes(busValidationPipe())
export class AppointmentEventsController {
  constructor(private readonly access: PairAccess) {}

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.booked)
  onBooked(@Payload() event: AppointmentChangedEventDto): void {
    this.access.forget(event);
  }

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.cancelled)
  onCancelled(@Payload() event: AppointmentChangedEventDto): void {
    this.access.forget(event);
  }
}
