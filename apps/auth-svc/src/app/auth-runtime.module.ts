import { Module } from '@nestjs/common';
import { CLOCK, clockProvider } from '@vitalsync/backend';
import { EventsModule } from '@vitalsync/bus';
import { DbModule } from '@vitalsync/db';

import { authDatabaseSchema } from './database-schema';

/** The database of auth-svc, imported here once for every capability. */
const authDatabase = DbModule.forService({
  service: 'auth',
  schema: authDatabaseSchema,
  migrations: 'auth-svc',
});

/** Its outbox and durable consumers, over that database. */
const authEvents = EventsModule.forService('auth', authDatabase);

/**
 * What every capability of auth-svc shares: the database, its events and the clock. Its settings (AuthSvcConfig) come from
 * the app that hosts it, loaded once at boot.
 */
@Module({
  imports: [authDatabase, authEvents],
  providers: [clockProvider],
  exports: [authDatabase, authEvents, CLOCK],
})
export class AuthRuntimeModule {}
