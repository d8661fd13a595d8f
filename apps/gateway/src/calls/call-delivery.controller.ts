import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { type CallDelivery, CALL_EVENTS } from '@vitalsync/contracts';
import { CallDeliveryDto } from '@vitalsync/contracts/server';

import { CallSockets } from './call-sockets';

/**
 * Every gateway replica hears every delivery (broadcast listener, no queue group) and emits it to the call-page
 * sockets of that account it holds, so caller and callee meet whichever replicas hold them.
 */
@Controller()
// The bus listener is a microservice of its own: the HTTP app's global pipe does not reach it.
@UsePipes(busValidationPipe())
export class CallDeliveryController {
  constructor(private readonly sockets: CallSockets) {}

  @Internal()
  @EventPattern(CALL_EVENTS.deliver)
  onDeliver(@Payload() delivery: CallDeliveryDto): void {
    // The DTO checked the payload against the class its event names: it is that member of the union.
    this.sockets.deliver(delivery as CallDelivery);
  }
}
