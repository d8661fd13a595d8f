import { type MessageHandler, type NatsOptions, type ReadPacket, ServerNats } from '@nestjs/microservices';
import { type NatsContext } from '@nestjs/microservices/ctx-host/nats.context';

import { eventIdOf, handleInRequestScope, SeenEvents, timedHandler } from './bus-handling';
import { subjectRoute } from './subject-route';

/**
 * Nest's NATS server, routing each message by its subject without first trying to parse it as JSON, handling it
 * under the request id its headers carry, and timing each handler.
 */
export class BusNatsServer extends ServerNats {
  private readonly seen = new SeenEvents();

  constructor(options: NonNullable<NatsOptions['options']>) {
    super(options);
    this.setOnProcessingStartHook(handleInRequestScope);
  }

  override getRouteFromPattern(pattern: string): string {
    return subjectRoute(pattern, (subject) => super.getRouteFromPattern(subject));
  }

  /** A relay that resends an event after a crash must not push it twice. */
  override async handleEvent(pattern: string, packet: ReadPacket, context: NatsContext): Promise<unknown> {
    if (this.seen.firstTime(eventIdOf(context)) === false) return undefined;
    return super.handleEvent(pattern, packet, context);
  }

  override getHandlerByPattern(pattern: string): MessageHandler | null {
    const handler = super.getHandlerByPattern(pattern);
    return handler && timedHandler(pattern, handler);
  }
}
