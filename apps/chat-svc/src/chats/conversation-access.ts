import { Injectable } from '@nestjs/common';
import { rpcError } from '@vitalsync/backend';
import { type Actor, CHAT_NOT_ALLOWED_MESSAGE, CHAT_NOT_FOUND_MESSAGE } from '@vitalsync/contracts';

import { type Pair } from '../access/pair';
import { PairAccess } from '../access/pair-access';
import { ChatsRepository } from './chats.repository';
import { type Chat } from './chats.schema';

/** The checks every chat handler makes, in one place. */
@Injectable()
export class ConversationAccess {
  constructor(
    private readonly chats: ChatsRepository,
    private readonly pairs: PairAccess,
  ) {}

  /** Refuses (`chat.not_allowed`) a pair that shares no appointment that was not cancelled. */
  async requireAllowed(pair: Pair): Promise<void> {
    if (!(await this.pairs.allowed(pair)))
      throw rpcError({ code: 'chat.not_allowed', message: CHAT_NOT_ALLOWED_MESSAGE });
  }

  /**
   * The chat, when the actor is one of its two participants and the pair may still chat. A chat the actor is
   * not part of answers the same 404 as one that does not exist, so its existence never leaks.
   */
  async participantChat(actor: Actor, chatId: string): Promise<Chat> {
    const chat = await this.chats.findForParticipant(chatId, actor);
    if (!chat) throw rpcError({ code: 'chat.not_found', message: CHAT_NOT_FOUND_MESSAGE });
    await this.requireAllowed(chat);
    return chat;
  }
}
