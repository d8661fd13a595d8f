import { type NatsOptions, ServerNats } from '@nestjs/microservices';

import { subjectRoute } from './subject-route';

/** Nest's NATS server, routing each message by its subject without first trying to parse it as JSON. */
export class BusNatsServer extends ServerNats {
  constructor(options: NonNullable<NatsOptions['options']>) {
    super(options);
  }

  override getRouteFromPattern(pattern: string): string {
    return subjectRoute(pattern, (subject) => super.getRouteFromPattern(subject));
  }
}
