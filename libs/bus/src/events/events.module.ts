import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type BusConfig } from '@vitalsync/config';
import { type ServiceName } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';

import { DurableEvents } from './durable-events';
import { Outbox } from './outbox';

const serviceModules = new Map<ServiceName, DynamicModule>();

@Module({})
export class EventsModule {
  /**
   * A service's durable events (its outbox, relay and durable consumers) over its database module. Every call for
   * a service gives the same module object, which Nest instantiates once.
   */
  static forService(service: ServiceName, database: DynamicModule): DynamicModule {
    const known = serviceModules.get(service);
    if (known) return known;
    const module: DynamicModule = {
      module: EventsModule,
      imports: [database],
      providers: [
        {
          provide: DurableEvents,
          inject: [DRIZZLE, ConfigService],
          useFactory: (db: Database, config: ConfigService<{ bus: BusConfig }, true>) =>
            new DurableEvents(service, db, config.get('bus', { infer: true })),
        },
        { provide: Outbox, inject: [DurableEvents], useFactory: (events: DurableEvents) => events.outbox },
      ],
      exports: [Outbox, DurableEvents],
    };
    serviceModules.set(service, module);
    return module;
  }
}
