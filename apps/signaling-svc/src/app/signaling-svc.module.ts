import { Module } from '@nestjs/common';

import { CallsModule } from '../calls/calls.module';

/**
 * Root module of the signaling service: presence on call pages, running calls, signalling between the two
 * participants of an appointment (asked of appointment-svc) and ICE servers. Its health pattern comes with the
 * database module; BusClient and its settings come from the app that hosts it.
 */
@Module({
  imports: [CallsModule],
})
export class SignalingSvcModule {}
