import { Module } from '@nestjs/common';
import { DbModule } from '@vitalsync/db';

import * as schema from '../calls/calls.schema';
import { CallsRepository } from '../calls/calls.repository';

/** Root module of the signaling service; its health pattern comes with DbModule. */
@Module({
  imports: [DbModule.forService({ service: 'signaling', schema, migrations: 'signaling-svc' })],
  providers: [CallsRepository],
})
export class SignalingSvcModule {}
