import { Module } from '@nestjs/common';

import { AccessHistoryModule } from '../access-history/access-history.module';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthRuntimeModule } from '../app/auth-runtime.module';
import { LoginLimitsModule } from '../login-limits/login-limits.module';
import { LoginService } from './login.service';
import { SessionsController } from './sessions.controller';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

@Module({
  imports: [AuthRuntimeModule, AccountsModule, LoginLimitsModule, AccessHistoryModule],
  controllers: [SessionsController],
  providers: [SessionsRepository, SessionsService, LoginService],
})
export class SessionsModule {}
