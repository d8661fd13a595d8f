import { Module } from '@nestjs/common';
import { CLOCK, clockProvider } from '@vitalsync/backend';
import { DbModule } from '@vitalsync/db';

import { authDatabaseSchema } from './database-schema';

/** The database of auth-svc, imported here once for every capability. */
const authDatabase = DbModule.forService({
  service: 'auth',
  schema: authDatabaseSchema,
  migrations: 'auth-svc',
});

/**
 * What every capability of auth-svc shares: the database and the clock. Its settings (AuthSvcConfig) come from
 * the app that hosts it, loaded once at boot.
 */
@Module({
  imports: [authDatabase],
  providers: [clockProvider],
  exports: [authDatabase, CLOCK],
})
export class AuthRuntimeModule {}
