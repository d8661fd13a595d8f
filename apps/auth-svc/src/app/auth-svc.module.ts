import { Module } from '@nestjs/common';
import { DbModule, resolveMigrationsFolder } from '@vitalsync/db';

import * as schema from '../accounts/accounts.schema';
import { AccountsRepository } from '../accounts/accounts.repository';

/** Root module of the auth service; its health pattern comes with DbModule. */
@Module({
  imports: [DbModule.forService({ service: 'auth', schema, migrationsFolder: resolveMigrationsFolder('auth-svc') })],
  providers: [AccountsRepository],
})
export class AuthSvcModule {}
