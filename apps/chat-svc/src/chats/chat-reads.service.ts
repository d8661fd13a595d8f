import { Injectable } from '@nestjs/common';
import { rpcError } from '@vitalsync/backend';
import {
  type Actor,
  CHAT_MESSAGE_NOT_FOUND_MESSAGE,
  type ChatSummary,
  type MarkChatReadCommand,
} from '@vitalsync/contracts';

import { ChatReadsRepository } from './chat-reads.repository';
import { ChatSummariesRepository } from './chat-summaries.repository';
import { ConversationAccess } from './conversation-access';
import { MessagesRepository } from './messages.repository';

/** Read state: how far each participant has read, and what is left unread. */
@Injectable()
export class ChatReadsService {
  constructor(
    private readonly reads: ChatReadsRepository,
    private readonly summaries: ChatSummariesRepository,
    private readonly messages: MessagesRepository,
    private readonly access: ConversationAccess,
  ) {}

  /** The actor has read up to this message; answers how many of the other participant's remain unread. */
  async markRead({ actor, chatId, messageId }: MarkChatReadCommand): Promise<{ unread: number }> {
    const chat = await this.access.participantChat(actor, chatId);
    const message = await this.messages.inChat(chat.id, messageId);
    if (!message) throw rpcError({ code: 'chat.message_not_found', message: CHAT_MESSAGE_NOT_FOUND_MESSAGE });
    const lastReadSeq = await this.reads.markRead(chat.id, actor.id, message.seq);
    return { unread: await this.reads.unreadCount(chat.id, actor.role, lastReadSeq) };
  }

  /**
   * Every conversation of the actor with its unread count. Not filtered by appointment: that would ask
   * appointment-svc once per row, and a summary carries ids and counts only, no message.
   */
  async summariesOf(actor: Actor): Promise<ChatSummary[]> {
    const rows = await this.summaries.summariesOf(actor);
    return rows.map(({ chatId, counterpartId, lastMessageAt, unread }) => ({
      chatId,
      counterpartId,
      ...(lastMessageAt === null ? {} : { lastMessageAt: lastMessageAt.toISOString() }),
      unread,
    }));
  }
}
