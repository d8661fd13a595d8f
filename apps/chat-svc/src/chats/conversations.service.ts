import { Injectable } from '@nestjs/common';
import { rpcError } from '@vitalsync/backend';
import {
  type Actor,
  CHAT_MESSAGE_NOT_FOUND_MESSAGE,
  CHAT_NOT_ALLOWED_MESSAGE,
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_DIRECTION_MESSAGE,
  type ChatHistoryQuery,
  type ChatPage,
  type ChatPageQuery,
  type ChatRoom,
} from '@vitalsync/contracts';

import { isInPair, pairOf } from '../access/pair';
import { toChatMessage } from './chat-message.view';
import { ChatsRepository } from './chats.repository';
import { ConversationAccess } from './conversation-access';
import { MessagesRepository, type PageAnchor } from './messages.repository';

/** A pair's chat, addressed by its two people: the history pages and the room of a /chat socket. */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly chats: ChatsRepository,
    private readonly messages: MessagesRepository,
    private readonly access: ConversationAccess,
  ) {}

  /** One page of the pair's chat (created on first use), for one of its two people only. */
  async history({ actor, doctorId, patientId, page }: ChatHistoryQuery): Promise<ChatPage> {
    if (page.before !== undefined && page.after !== undefined) {
      throw rpcError({ code: 'chat.page_direction', message: CHAT_PAGE_DIRECTION_MESSAGE });
    }
    const pair = { doctorId, patientId };
    if (!isInPair(actor, pair))
      throw rpcError({ code: 'chat.not_allowed', message: CHAT_NOT_ALLOWED_MESSAGE });
    await this.access.requireAllowed(pair);
    const chat = await this.chats.findOrCreate(doctorId, patientId);
    const anchor = await this.anchorOf(chat.id, page);
    const { messages, hasMore } = await this.messages.page(chat.id, anchor, page.limit ?? CHAT_PAGE_DEFAULT);
    return { _id: chat.id, messages: messages.map(toChatMessage), hasMore };
  }

  /** The room (the chat id) the actor shares with `remoteId`, created on first use. */
  async join(actor: Actor, remoteId: string): Promise<ChatRoom> {
    const pair = pairOf(actor, remoteId);
    await this.access.requireAllowed(pair);
    const chat = await this.chats.findOrCreate(pair.doctorId, pair.patientId);
    return { roomId: chat.id, doctorId: chat.doctorId, patientId: chat.patientId };
  }

  /** Where the page starts; a `before` or `after` naming no message of this chat is a 404. */
  private async anchorOf(chatId: string, { before, after }: ChatPageQuery): Promise<PageAnchor> {
    const messageId = before ?? after;
    if (messageId === undefined) return { direction: 'newest' };
    const message = await this.messages.inChat(chatId, messageId);
    if (!message) throw rpcError({ code: 'chat.message_not_found', message: CHAT_MESSAGE_NOT_FOUND_MESSAGE });
    return { direction: before === undefined ? 'after' : 'before', seq: message.seq };
  }
}
