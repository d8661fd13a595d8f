import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { type ServiceName } from '@vitalsync/contracts';

import { DRIZZLE, type OpenedDatabase } from './database';
import { databaseUrlFor } from './database-url';
import { createDbHealthController } from './db-health.controller';
import { openDatabase } from './open-database';

export interface DbModuleOptions {
  service: ServiceName;
  schema: Record<string, unknown>;
  migrationsFolder: string;
}

/** Module-private: the opened database with its close function. */
const OPENED_DATABASE = Symbol('vitalsync.db.opened');

@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(OPENED_DATABASE) private readonly opened: OpenedDatabase) {}

  // After onModuleDestroy and after the servers stopped taking requests, so nothing writes any more; awaited by
  // app.close(), so PGlite is shut down before the process exits on SIGINT/SIGTERM.
  async onApplicationShutdown(): Promise<void> {
    await this.opened.close();
  }
}

@Module({})
export class DbModule {
  /**
   * The database of one service: `DRIZZLE` (exported), migrations applied while the module initialises, closed on
   * application shutdown, and the `<service>.health` message pattern. Call it once per service and import that one
   * module object wherever the service needs `DRIZZLE` (Nest shares a dynamic module by reference; a second call
   * would open a second pool and register the health pattern twice).
   */
  static forService(options: DbModuleOptions): DynamicModule {
    return {
      module: DbModule,
      controllers: [createDbHealthController(options.service)],
      providers: [
        {
          provide: OPENED_DATABASE,
          useFactory: () => openDatabase({ ...options, url: databaseUrlFor(options.service) }),
        },
        { provide: DRIZZLE, useFactory: (opened: OpenedDatabase) => opened.db, inject: [OPENED_DATABASE] },
        DatabaseCloser,
      ],
      exports: [DRIZZLE],
    };
  }
}
