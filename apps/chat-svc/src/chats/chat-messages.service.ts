import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import {
  CHAT_MESSAGE_NOT_FOUND_MESSAGE,
  CHAT_NOT_FOUND_MESSAGE,
  type Actor,
  type ChatMessage,
  chatMessageProblem,
  type OutgoingChatMessage,
  type SendChatMessageCommand,
} from '@vitalsync/contracts';

import { toChatMessage } from './chat-message.view';
import { publishRelay } from './chat-relay';
import { type Chat, type Message } from './chats.schema';
import { ConversationAccess } from './conversation-access';
import { MessagesRepository } from './messages.repository';

/** Sending: every message relayed is a stored one, stored once however often it is sent. */
@Injectable()
export class ChatMessagesService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly access: ConversationAccess,
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Stores the actor's message in the chat (or finds the one named by `_id`, or stored before under its client
   * id), publishes it for every gateway to relay, and answers it as stored.
   */
  async send({ actor, chatId, message }: SendChatMessageCommand): Promise<ChatMessage> {
    const chat = await this.access.participantChat(actor, chatId);
    const stored =
      message._id === undefined
        ? await this.store(actor, chat, message)
        : await this.storedMessage(chat, message._id);
    const view = toChatMessage(stored);
    await publishRelay(this.bus, chat, view);
    return view;
  }

  /** The sender and the time come from the session and this server, whatever the client sent. */
  private async store(actor: Actor, chat: Chat, message: OutgoingChatMessage): Promise<Message> {
    const content = (message.content ?? '').trim();
    const problem = chatMessageProblem(content);
    if (problem !== undefined) throw rpcError(problem);
    const appended = await this.messages.append({
      chatId: chat.id,
      senderModel: actor.role,
      content,
      ...(message.clientId === undefined ? {} : { clientId: message.clientId }),
      createdAt: this.clock(),
    });
    if (!appended) throw rpcError({ code: 'chat.not_found', message: CHAT_NOT_FOUND_MESSAGE });
    return appended.message;
  }

  private async storedMessage(chat: Chat, messageId: string): Promise<Message> {
    const stored = await this.messages.inChat(chat.id, messageId);
    if (!stored) throw rpcError({ code: 'chat.message_not_found', message: CHAT_MESSAGE_NOT_FOUND_MESSAGE });
    return stored;
  }
}
