import { Logger } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { type Namespace, type Socket } from 'socket.io';

import { RevokedSessions } from '../session/revoked-sessions';
import { SessionReader } from '../session/session-reader';
import { requireSession } from './socket-session';

/** The /video-call namespace of spec section 7 (websocket transport only); signalling arrives with calls. */
@WebSocketGateway({ namespace: '/video-call', transports: ['websocket'] })
export class VideoCallNamespace implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(VideoCallNamespace.name);

  constructor(
    private readonly sessions: SessionReader,
    private readonly revoked: RevokedSessions,
  ) {}

  afterInit(namespace: Namespace): void {
    requireSession(namespace, this.sessions, this.revoked);
  }

  handleConnection(client: Socket): void {
    this.logger.debug(`video-call socket ${client.id} connected`);
  }
}
