import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import { healthSubject, type ServiceHealthReply, type ServiceName } from '@vitalsync/contracts';

import { DRIZZLE, type Database } from './database';
import { pingDatabase } from './open-database';

/** What the health controller of a service exposes (its handler, called by Nest on `<service>.health`). */
export interface DbHealthEndpoint {
  health(): Promise<ServiceHealthReply>;
}

/**
 * The controller answering `<service>.health`. The subject depends on the service, and decorators are applied
 * when a class is defined, so each service gets its own class.
 */
export function createDbHealthController(service: ServiceName): Type<DbHealthEndpoint> {
  @Controller()
  class DbHealthController implements DbHealthEndpoint {
    private readonly startedAt = Date.now();

    constructor(@Inject(DRIZZLE) private readonly db: Database) {}

    @Internal()
    @MessagePattern(healthSubject(service))
    async health(): Promise<ServiceHealthReply> {
      const databaseUp = await pingDatabase(this.db);
      return {
        service,
        status: 'up',
        database: databaseUp ? 'up' : 'down',
        uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000),
      };
    }
  }
  Object.defineProperty(DbHealthController, 'name', { value: `${service}DbHealthController` });
  return DbHealthController;
}
