import { type MessageHandler, type NatsOptions, ServerNats } from '@nestjs/microservices';

import { handleInRequestScope, timedHandler } from './bus-handling';
import { subjectRoute } from './subject-route';

/**
 * Nest's NATS server, routing each message by its subject without first trying to parse it as JSON, handling it
 * under the request id its headers carry, and timing each handler.
 */
export class BusNatsServer extends ServerNats {
  constructor(options: NonNullable<NatsOptions['options']>) {
    super(options);
    this.setOnProcessingStartHook(handleInRequestScope);
  }

  override getRouteFromPattern(pattern: string): string {
    return subjectRoute(pattern, (subject) => super.getRouteFromPattern(subject));
  }

  override getHandlerByPattern(pattern: string): MessageHandler | null {
    const handler = super.getHandlerByPattern(pattern);
    return handler && timedHandler(pattern, handler);
  }
}
