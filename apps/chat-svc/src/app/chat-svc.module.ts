import { Module } from '@nestjs/common';

import { AccessModule } from '../access/access.module';
import { ChatsModule } from '../chats/chats.module';

/**
 * Root module of the chat service: chats, messages and read state, and who may chat (asked of appointment-svc).
 * Its health pattern comes with the database module; BusClient comes from the app that hosts it.
 */
@Module({
  imports: [ChatsModule, AccessModule],
})
export class ChatSvcModule {}
