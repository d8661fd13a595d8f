import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { APPOINTMENT_EVENTS } from '@vitalsync/contracts';
import { AppointmentChangedEventDto } from '@vitalsync/contracts/server';

import { AppointmentCancellations } from './appointment-cancellations';

/** appointment.cancelled, consumed durably: a call page opened before the cancellation stops signalling. */
@Controller()
// Checked here whatever app hosts the module, as the gateway's listener does: no event acts unvalidated.
@UsePipes(busValidationPipe())
export class AppointmentEventsController {
  constructor(private readonly cancellations: AppointmentCancellations) {}

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.cancelled)
  onCancelled(@Payload() event: AppointmentChangedEventDto): Promise<void> {
    return this.cancellations.cancelled(event);
  }
}
