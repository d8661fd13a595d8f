import fastifyCookie from '@fastify/cookie';
import {
  LOGIN_REQUIRED_MESSAGE,
  SOCKET_REFUSAL_REASONS,
  TEMPORARY_SOCKET_REFUSAL,
  finalSocketRefusal,
} from '@vitalsync/contracts';
import { type Namespace, type Socket } from 'socket.io';

import { type RevokedSessions } from '../sessions/revoked-sessions';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { type SessionReader } from '../sessions/session-reader';
import { type SessionClaims } from '../sessions/session-token';
import { handshakeRefusal } from './handshake-refusal';

export interface SocketData {
  actor: SessionClaims;
}

export const SIGN_IN_UNAVAILABLE_MESSAGE = 'Sign-in is temporarily unavailable. Please try again shortly.';

/** No valid session: final, the page signs the user out. */
export const unauthenticatedRefusal = () =>
  handshakeRefusal(LOGIN_REQUIRED_MESSAGE, finalSocketRefusal(SOCKET_REFUSAL_REASONS.unauthenticated));

/** The session could not be checked (auth-svc or the bus is down): temporary, the page tries again by itself. */
export const signInUnavailableRefusal = () =>
  handshakeRefusal(SIGN_IN_UNAVAILABLE_MESSAGE, { ...TEMPORARY_SOCKET_REFUSAL });

/**
 * Sockets need a valid session like HTTP routes do: the handshake's cookie is checked on connect, and a socket
 * whose session is revoked later (logout anywhere) is disconnected at once. A handshake refused because the
 * session is missing, expired or revoked says so as final; one refused because the session could not be checked
 * (the revocation list not loaded: auth-svc or the bus down) says it is temporary.
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
        if (!actor) return next(unauthenticatedRefusal());
        (socket.data as SocketData).actor = actor;
        return next();
      },
      () => next(signInUnavailableRefusal()),
    );
  });
  revoked.onRevoked((sessionId) => {
    for (const socket of namespace.sockets.values()) {
      if ((socket.data as Partial<SocketData>).actor?.sessionId === sessionId) socket.disconnect(true);
    }
  });
};
