import fastifyCookie from '@fastify/cookie';
import { LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';
import { type Namespace, type Socket } from 'socket.io';

import { type RevokedSessions } from '../sessions/revoked-sessions';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { type SessionReader } from '../sessions/session-reader';
import { type SessionClaims } from '../sessions/session-token';

export interface SocketData {
  actor: SessionClaims;
}

/**
 * Sockets need a valid session like HTTP routes do: the handshake's cookie is checked on connect, and a socket
 * whose session is revoked later (logout anywhere) is disconnected at once.
 */
export const requireSession = (
  namespace: Namespace,
  sessions: SessionReader,
  revoked: RevokedSessions,
): void => {
  namespace.use((socket: Socket, next) => {
    const token = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
    sessions.read(token).then(
      (actor) => {
        if (!actor) return next(new Error(LOGIN_REQUIRED_MESSAGE));
        (socket.data as SocketData).actor = actor;
        return next();
      },
      () => next(new Error('Sign-in is temporarily unavailable. Please try again shortly.')),
    );
  });
  revoked.onRevoked((sessionId) => {
    for (const socket of namespace.sockets.values()) {
      if ((socket.data as Partial<SocketData>).actor?.sessionId === sessionId) socket.disconnect(true);
    }
  });
};
