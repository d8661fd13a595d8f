import { Module } from '@nestjs/common';

import { AccessModule } from '../access/access.module';
import { ChatRuntimeModule } from '../app/chat-runtime.module';
import { ChatMessagesService } from './chat-messages.service';
import { ChatReadsRepository } from './chat-reads.repository';
import { ChatReadsService } from './chat-reads.service';
import { ChatSummariesRepository } from './chat-summaries.repository';
import { ChatsController } from './chats.controller';
import { ChatsRepository } from './chats.repository';
import { ConversationAccess } from './conversation-access';
import { ConversationsService } from './conversations.service';
import { MessagesRepository } from './messages.repository';

@Module({
  imports: [ChatRuntimeModule, AccessModule],
  controllers: [ChatsController],
  providers: [
    ChatsRepository,
    MessagesRepository,
    ChatReadsRepository,
    ChatSummariesRepository,
    ConversationAccess,
    ConversationsService,
    ChatMessagesService,
    ChatReadsService,
  ],
})
export class ChatsModule {}
