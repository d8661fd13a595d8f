import { Module } from '@nestjs/common';

import { AuthRuntimeModule } from '../app/auth-runtime.module';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { PasswordHasher } from './password-hasher';
import { SignupService } from './signup.service';

@Module({
  imports: [AuthRuntimeModule],
  controllers: [AccountsController],
  providers: [
    AccountsRepository,
    // Built with the default scrypt parameters; the constructor's parameter is for tests.
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
    SignupService,
  ],
  exports: [AccountsRepository, PasswordHasher],
})
export class AccountsModule {}
