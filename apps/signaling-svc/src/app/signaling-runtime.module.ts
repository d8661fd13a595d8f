import { Module } from '@nestjs/common';
import { clockProvider, CLOCK } from '@vitalsync/backend';
import { DbModule } from '@vitalsync/db';

import * as schema from '../calls/calls.schema';

/** The database of signaling-svc, imported here once for every capability. */
const signalingDatabase = DbModule.forService({ service: 'signaling', schema, migrations: 'signaling-svc' });

/** What every capability of signaling-svc shares: the database and the clock. */
@Module({
  imports: [signalingDatabase],
  providers: [clockProvider],
  exports: [signalingDatabase, CLOCK],
})
export class SignalingRuntimeModule {}
