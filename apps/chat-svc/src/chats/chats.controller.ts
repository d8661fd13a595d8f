import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CHAT_SUBJECTS,
  type ChatMessage,
  type ChatPage,
  type ChatRoom,
  type ChatSummary,
} from '@vitalsync/contracts';
import {
  ActorQueryDto,
  ChatHistoryQueryDto,
  JoinChatCommandDto,
  MarkChatReadCommandDto,
  SendChatMessageCommandDto,
} from '@vitalsync/contracts/server';

import { ChatMessagesService } from './chat-messages.service';
import { ChatReadsService } from './chat-reads.service';
import { ConversationsService } from './conversations.service';

/** Every chat subject; each payload carries the gateway's actor, and each service re-checks it. */
@Controller()
export class ChatsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly messages: ChatMessagesService,
    private readonly reads: ChatReadsService,
  ) {}

  @MessagePattern(CHAT_SUBJECTS.history)
  history(@Payload() query: ChatHistoryQueryDto): Promise<ChatPage> {
    return this.conversations.history(query);
  }

  @MessagePattern(CHAT_SUBJECTS.join)
  join(@Payload() { actor, remoteId }: JoinChatCommandDto): Promise<ChatRoom> {
    return this.conversations.join(actor, remoteId);
  }

  @MessagePattern(CHAT_SUBJECTS.send)
  send(@Payload() command: SendChatMessageCommandDto): Promise<ChatMessage> {
    return this.messages.send(command);
  }

  @MessagePattern(CHAT_SUBJECTS.markRead)
  markRead(@Payload() command: MarkChatReadCommandDto): Promise<{ unread: number }> {
    return this.reads.markRead(command);
  }

  @MessagePattern(CHAT_SUBJECTS.summaries)
  summaries(@Payload() { actor }: ActorQueryDto): Promise<ChatSummary[]> {
    return this.reads.summariesOf(actor);
  }
}
