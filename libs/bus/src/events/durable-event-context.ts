import { BaseRpcContext } from '@nestjs/microservices';
import { EVENT_ID_HEADER } from '@vitalsync/contracts';

import { type DeliveredEvent } from './outbox-event';

/**
 * The `@Ctx()` of a durable event handler on either transport: the subject, the event's id (the key of an
 * idempotent handler's "already done") and which delivery this is.
 */
export class DurableEventContext extends BaseRpcContext<[string, DeliveredEvent]> {
  getSubject(): string {
    return this.args[0];
  }

  get eventId(): string {
    return this.args[1].eventId;
  }

  get delivery(): number {
    return this.args[1].delivery;
  }

  getHeader(name: string): string | undefined {
    if (name === EVENT_ID_HEADER) return this.args[1].eventId;
    return undefined;
  }
}
