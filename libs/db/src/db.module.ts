import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { serviceDatabaseUrlVariable } from '@vitalsync/config';
import { type ServiceName } from '@vitalsync/contracts';

import { DRIZZLE, type Database, type OpenedDatabase } from './database';
import { databaseUrlOf, type ServiceDatabaseSettings } from './database-url';
import { DatabaseReadiness } from './database-readiness';
import { createDbHealthController } from './db-health.controller';
import { resolveMigrationsFolder } from './migrations-folder';
import { openDatabase } from './open-database';

export interface DbModuleOptions {
  service: ServiceName;
  schema: Record<string, unknown>;
  /** The app whose drizzle migrations apply (e.g. "auth-svc"), found as resolveMigrationsFolder finds it. */
  migrations: string;
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

/** The module of each service, so that every call for a service gives the same object. */
const serviceModules = new Map<ServiceName, { options: DbModuleOptions; module: DynamicModule }>();

const sameOptions = (a: DbModuleOptions, b: DbModuleOptions): boolean =>
  a.schema === b.schema && a.migrations === b.migrations;

/** The service's database settings, as the app loaded them at boot (ServiceConfig and its own URL variable). */
const settingsOf = (
  service: ServiceName,
  config: ConfigService<ServiceDatabaseSettings, true>,
): ServiceDatabaseSettings => {
  const own = serviceDatabaseUrlVariable(service);
  return {
    DATA_DIR: config.get('DATA_DIR', { infer: true }),
    database: config.get('database', { infer: true }),
    [own]: config.get(own, { infer: true }),
  };
};

const open = (options: DbModuleOptions, settings: ServiceDatabaseSettings): Promise<OpenedDatabase> =>
  openDatabase({
    service: options.service,
    schema: options.schema,
    migrationsFolder: resolveMigrationsFolder(options.migrations, {
      root: settings.database.MIGRATIONS_ROOT,
    }),
    url: databaseUrlOf(options.service, settings),
    dataDir: settings.DATA_DIR,
  });

@Module({})
export class DbModule {
  /**
   * The database of one service, where the app's settings (ConfigService) put it: `DRIZZLE` (exported),
   * migrations applied while the module initialises, closed on application shutdown, and the `<service>.health`
   * message pattern. Safe to import in every module that needs `DRIZZLE`: each call for a service returns the same
   * module object, which Nest instantiates once (one pool, one health pattern).
   */
  static forService(options: DbModuleOptions): DynamicModule {
    const known = serviceModules.get(options.service);
    if (known) {
      if (!sameOptions(known.options, options))
        throw new Error(
          `The database of ${options.service} was already set up with another schema or migrations.`,
        );
      return known.module;
    }
    const module = DbModule.create(options);
    serviceModules.set(options.service, { options, module });
    return module;
  }

  private static create(options: DbModuleOptions): DynamicModule {
    return {
      module: DbModule,
      controllers: [createDbHealthController(options.service)],
      providers: [
        {
          provide: OPENED_DATABASE,
          inject: [ConfigService],
          useFactory: (config: ConfigService<ServiceDatabaseSettings, true>) =>
            open(options, settingsOf(options.service, config)),
        },
        { provide: DRIZZLE, useFactory: (opened: OpenedDatabase) => opened.db, inject: [OPENED_DATABASE] },
        {
          provide: DatabaseReadiness,
          useFactory: (db: Database) => new DatabaseReadiness(options.service, db),
          inject: [DRIZZLE],
        },
        DatabaseCloser,
      ],
      exports: [DRIZZLE],
    };
  }
}
