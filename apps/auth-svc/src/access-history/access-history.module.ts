import { Module } from '@nestjs/common';

import { AuthRuntimeModule } from '../app/auth-runtime.module';
import { AccessEventsRepository } from './access-events.repository';
import { AccessHistoryController } from './access-history.controller';
import { AccessHistoryService } from './access-history.service';

/**
 * The access history: who read or changed a patient's record (from appointment-svc's durable events) and the
 * account's own sign-ins (recorded here, where logins happen). auth-svc owns it because it owns the accounts.
 */
@Module({
  imports: [AuthRuntimeModule],
  controllers: [AccessHistoryController],
  providers: [AccessEventsRepository, AccessHistoryService],
  exports: [AccessHistoryService],
})
export class AccessHistoryModule {}
