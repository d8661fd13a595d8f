import { Module } from '@nestjs/common';
import { CLOCK, clockProvider } from '@vitalsync/backend';
import { DbModule, resolveMigrationsFolder } from '@vitalsync/db';

import { authDatabaseSchema } from './database-schema';
import { AUTH_CONFIG, authConfigFromEnv } from '../config/auth-config';

/** The database of auth-svc, imported here once for every capability. */
const authDatabase = DbModule.forService({
  service: 'auth',
  schema: authDatabaseSchema,
  migrationsFolder: resolveMigrationsFolder('auth-svc'),
});

/** What every capability of auth-svc shares: the database, the clock and the configuration from the environment. */
@Module({
  imports: [authDatabase],
  providers: [clockProvider, { provide: AUTH_CONFIG, useFactory: () => authConfigFromEnv() }],
  exports: [authDatabase, CLOCK, AUTH_CONFIG],
})
export class AuthRuntimeModule {}
