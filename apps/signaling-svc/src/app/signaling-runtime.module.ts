import { Module } from '@nestjs/common';
import { clockProvider, CLOCK } from '@vitalsync/backend';
import { EventsModule } from '@vitalsync/bus';
import { DbModule } from '@vitalsync/db';

import * as schema from '../calls/calls.schema';

/** The database of signaling-svc, imported here once for every capability. */
const signalingDatabase = DbModule.forService({ service: 'signaling', schema, migrations: 'signaling-svc' });

/** Its outbox and durable consumers, over that database. */
const signalingEvents = EventsModule.forService('signaling', signalingDatabase);

/** What every capability of signaling-svc shares: the database, its events and the clock. */
@Module({
  imports: [signalingDatabase, signalingEvents],
  providers: [clockProvider],
  exports: [signalingDatabase, signalingEvents, CLOCK],
})
export class SignalingRuntimeModule {}
