import { REQUEST_ID_HEADER } from '@vitalsync/backend';
import { EVENT_ID_HEADER } from '@vitalsync/contracts';

import { type InProcessBroker } from '../in-process/in-process-broker';
import { encodeHeaders, encodeWire } from '../in-process/wire';
import { type EventPublisher } from './event-publisher';
import { type InProcessEventHub } from './in-process-event-hub';
import { type OutboxEvent } from './outbox-event';

/**
 * Embedded: an outbox row goes live to every listener on the broker (the gateway's pushes), then to the durable
 * consumers, and counts as sent once they have all acknowledged it.
 */
export class InProcessPublisher implements EventPublisher {
  constructor(
    private readonly broker: InProcessBroker,
    private readonly hub: InProcessEventHub,
  ) {}

  async publish(event: OutboxEvent): Promise<void> {
    this.broker.publish(
      event.subject,
      encodeWire({ pattern: event.subject, data: event.payload }),
      encodeHeaders({
        [EVENT_ID_HEADER]: event.eventId,
        ...(event.requestId ? { [REQUEST_ID_HEADER]: event.requestId } : {}),
      }),
    );
    await this.hub.deliver(event);
  }
}
