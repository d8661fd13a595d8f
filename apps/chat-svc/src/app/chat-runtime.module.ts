import { Module } from '@nestjs/common';
import { clockProvider, CLOCK } from '@vitalsync/backend';
import { EventsModule } from '@vitalsync/bus';
import { DbModule } from '@vitalsync/db';

import * as schema from '../chats/chats.schema';

/** The database of chat-svc, imported here once for every capability. */
const chatDatabase = DbModule.forService({ service: 'chat', schema, migrations: 'chat-svc' });

/** Its outbox and durable consumers, over that database. */
const chatEvents = EventsModule.forService('chat', chatDatabase);

/** What every capability of chat-svc shares: the database, its events and the clock. */
@Module({
  imports: [chatDatabase, chatEvents],
  providers: [clockProvider],
  exports: [chatDatabase, chatEvents, CLOCK],
})
export class ChatRuntimeModule {}
