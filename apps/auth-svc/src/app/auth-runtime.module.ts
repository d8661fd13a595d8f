import { Module } from '@nestjs/common';
import { DbModule, resolveMigrationsFolder } from '@vitalsync/db';

import * as schema from '../accounts/accounts.schema';
import { CLOCK, systemClock } from '../common/clock';
import { AUTH_CONFIG, authConfigFromEnv } from '../config/auth-config';

/** The one database module of auth-svc: Nest shares it by reference, a second `forService` would open a second pool. */
const authDatabase = DbModule.forService({
  service: 'auth',
  schema,
  migrationsFolder: resolveMigrationsFolder('auth-svc'),
});

/** What every capability of auth-svc shares: the database, the clock and the configuration from the environment. */
@Module({
  imports: [authDatabase],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    { provide: AUTH_CONFIG, useFactory: () => authConfigFromEnv() },
  ],
  exports: [authDatabase, CLOCK, AUTH_CONFIG],
})
export class AuthRuntimeModule {}
