import { type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { processReadiness, type Readiness } from '@vitalsync/backend';

import { type Database } from './database';
import { pingDatabase } from './open-database';

/**
 * Tells the process's readiness whether a service's database answers, from the moment its app starts until it
 * stops: a service that cannot reach its database must receive no traffic.
 */
export class DatabaseReadiness implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private unregister: (() => void) | undefined;

  constructor(
    private readonly service: string,
    private readonly db: Database,
    private readonly readiness: Readiness = processReadiness(),
  ) {}

  onApplicationBootstrap(): void {
    this.unregister = this.readiness.register(`database:${this.service}`, () => pingDatabase(this.db));
  }

  // Before the database closes (DatabaseCloser), the probe stops asking it.
  beforeApplicationShutdown(): void {
    this.unregister?.();
    this.unregister = undefined;
  }
}
