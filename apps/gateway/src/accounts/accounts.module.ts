import { Module } from '@nestjs/common';

import { SessionsModule } from '../sessions/sessions.module';
import { AccountsController } from './accounts.controller';

/** Signup, login and logout. */
@Module({
  imports: [SessionsModule],
  controllers: [AccountsController],
})
export class AccountsModule {}
