import { Logger } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { type Namespace, type Socket } from 'socket.io';

import { RevokedSessions } from '../session/revoked-sessions';
import { SessionReader } from '../session/session-reader';
import { requireSession } from './socket-session';

/** The /chat namespace of spec section 7; its events arrive with the chat capability. */
@WebSocketGateway({ namespace: '/chat' })
export class ChatNamespace implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(ChatNamespace.name);

  constructor(
    private readonly sessions: SessionReader,
    private readonly revoked: RevokedSessions,
  ) {}

  afterInit(namespace: Namespace): void {
    requireSession(namespace, this.sessions, this.revoked);
  }

  handleConnection(client: Socket): void {
    this.logger.debug(`chat socket ${client.id} connected`);
  }
}
