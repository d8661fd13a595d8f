import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import {
  CHAT_NAMESPACE,
  CHAT_NOT_JOINED_MESSAGE,
  CHAT_OWN_ID_MESSAGE,
  CHAT_SOCKET_EVENTS,
  CHAT_SUBJECTS,
  type ChatAck,
  type ChatMessage,
  type UserJoinedPayload,
} from '@vitalsync/contracts';
import { type Namespace, type Socket } from 'socket.io';
import { JoinUserPayloadDto, outgoingMessageOf, SendMessagePayloadDto } from '@vitalsync/contracts/server';

import { AuthenticatedNamespace } from '../realtime/authenticated-namespace';
import { type EmitLimiter } from '../realtime/emit-guard';
import { acknowledged, SocketRefusals } from '../realtime/socket-refusals';
import { type SocketData } from '../realtime/socket-session';
import { RevokedSessions } from '../sessions/revoked-sessions';
import { SessionReader } from '../sessions/session-reader';
import { actorOf } from '../sessions/session-token';
import { chatEmitGuard } from './chat-emit-guard';
import { CHAT_EMIT_LIMITER } from './chat-emit-limiter';
import { ChatRooms, chatRoom } from './chat-rooms';
import { checkSocketPayload } from '../realtime/socket-payload';

/**
 * The /chat namespace (docs/product/http-and-sockets.md#chat-socket-chat). A socket joins the room of a chat it may
 * take part in, and sends into it; chat-svc stores each message and publishes it, and every replica's
 * ChatRelayController delivers it to the room, so a message reaches the other participant (and the sender's other
 * tabs) whichever replica holds them. Refusals answer the acknowledgement and `chat-error`; they never throw or
 * disconnect.
 */
@WebSocketGateway({ namespace: CHAT_NAMESPACE })
export class ChatNamespace extends AuthenticatedNamespace implements OnGatewayConnection {
  private readonly logger = new Logger(ChatNamespace.name);
  private readonly refusals = new SocketRefusals(
    CHAT_SOCKET_EVENTS.chatError,
    this.logger,
    'chat emit failed',
  );

  constructor(
    sessions: SessionReader,
    revoked: RevokedSessions,
    private readonly bus: BusClient,
    private readonly rooms: ChatRooms,
    @Inject(CHAT_EMIT_LIMITER) private readonly limiter: EmitLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(sessions, revoked);
  }

  override afterInit(namespace: Namespace): void {
    super.afterInit(namespace);
    this.rooms.attach(namespace);
  }

  handleConnection(socket: Socket): void {
    socket.use(chatEmitGuard(socket, this.limiter, this.clock));
  }

  @SubscribeMessage(CHAT_SOCKET_EVENTS.joinUser)
  async joinUser(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<ChatAck<UserJoinedPayload>> {
    const event = CHAT_SOCKET_EVENTS.joinUser;
    const checked = await checkSocketPayload(JoinUserPayloadDto, payload);
    if (!checked.ok) return this.refusals.refuse(socket, event, checked.message);
    const claims = (socket.data as SocketData).actor;
    if (checked.value.userId !== claims.id) return this.refusals.refuse(socket, event, CHAT_OWN_ID_MESSAGE);
    try {
      const { roomId } = await this.bus.request(CHAT_SUBJECTS.join, {
        actor: actorOf(claims),
        remoteId: checked.value.remoteId,
      });
      await socket.join(chatRoom(roomId));
      const joined: UserJoinedPayload = { roomId };
      socket.emit(CHAT_SOCKET_EVENTS.userJoined, joined);
      return acknowledged(joined);
    } catch (error) {
      return this.refusals.refuseFailed(socket, event, error);
    }
  }

  @SubscribeMessage(CHAT_SOCKET_EVENTS.sendMessage)
  async sendMessage(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<ChatAck<ChatMessage>> {
    const event = CHAT_SOCKET_EVENTS.sendMessage;
    const checked = await checkSocketPayload(SendMessagePayloadDto, payload);
    if (!checked.ok) return this.refusals.refuse(socket, event, checked.message);
    const { roomId, message } = checked.value;
    if (!socket.rooms.has(chatRoom(roomId)))
      return this.refusals.refuse(socket, event, CHAT_NOT_JOINED_MESSAGE);
    try {
      // The receiver (and this sender's other tabs) get it from the relay event chat-svc publishes once stored.
      const stored = await this.bus.request(CHAT_SUBJECTS.send, {
        actor: actorOf((socket.data as SocketData).actor),
        chatId: roomId,
        message: outgoingMessageOf(message),
      });
      return acknowledged(stored);
    } catch (error) {
      return this.refusals.refuseFailed(socket, event, error);
    }
  }
}
