import { Module } from '@nestjs/common';
import { DbModule } from '@vitalsync/db';

import * as schema from '../chats/chats.schema';
import { ChatsRepository } from '../chats/chats.repository';

/** Root module of the chat service; its health pattern comes with DbModule. */
@Module({
  imports: [DbModule.forService({ service: 'chat', schema, migrations: 'chat-svc' })],
  providers: [ChatsRepository],
})
export class ChatSvcModule {}
