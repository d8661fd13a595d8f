import { Module } from '@nestjs/common';
import { clockProvider, CLOCK } from '@vitalsync/backend';
import { DbModule } from '@vitalsync/db';

import * as schema from '../chats/chats.schema';

/** The database of chat-svc, imported here once for every capability. */
const chatDatabase = DbModule.forService({ service: 'chat', schema, migrations: 'chat-svc' });

/** What every capability of chat-svc shares: the database and the clock. */
@Module({
  imports: [chatDatabase],
  providers: [clockProvider],
  exports: [chatDatabase, CLOCK],
})
export class ChatRuntimeModule {}
