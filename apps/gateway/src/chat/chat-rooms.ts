import { Injectable } from '@nestjs/common';
import { CHAT_SOCKET_EVENTS, type ChatRelayEvent, type ReceiveMessagePayload } from '@vitalsync/contracts';
import { type Namespace } from 'socket.io';

/** The Socket.IO room of a chat: every socket that joined the chat, whichever tab or device it is. */
export const chatRoom = (chatId: string): string => `chat:${chatId}`;

/**
 * Delivers stored messages to the /chat sockets this gateway holds. Each replica hears the same relay event and
 * delivers to its own sockets, so the rooms need no shared adapter.
 */
@Injectable()
export class ChatRooms {
  private namespace: Namespace | undefined;

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  deliver({ chatId, message }: ChatRelayEvent): void {
    const payload: ReceiveMessagePayload = { message, roomId: chatId };
    this.namespace?.to(chatRoom(chatId)).emit(CHAT_SOCKET_EVENTS.receiveMessage, payload);
  }
}
