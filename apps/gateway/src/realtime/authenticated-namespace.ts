import { Injectable } from '@nestjs/common';
import { type OnGatewayInit } from '@nestjs/websockets';
import { type Namespace } from 'socket.io';

import { RevokedSessions } from '../sessions/revoked-sessions';
import { SessionReader } from '../sessions/session-reader';
import { requireSession } from './socket-session';

/** A Socket.IO namespace that only signed-in callers may join, and that drops sockets of revoked sessions. */
@Injectable()
export abstract class AuthenticatedNamespace implements OnGatewayInit {
  constructor(
    private readonly sessions: SessionReader,
    private readonly revoked: RevokedSessions,
  ) {}

  afterInit(namespace: Namespace): void {
    requireSession(namespace, this.sessions, this.revoked);
  }
}
