import { Module } from '@nestjs/common';

import { ChatRuntimeModule } from '../app/chat-runtime.module';
import { AppointmentEventsController } from './appointment-events.controller';
import { PairAccess } from './pair-access';

/** Who may chat with whom: appointment-svc's answer, remembered briefly and forgotten when appointments change. */
@Module({
  imports: [ChatRuntimeModule],
  controllers: [AppointmentEventsController],
  providers: [PairAccess],
  exports: [PairAccess],
})
export class AccessModule {}
