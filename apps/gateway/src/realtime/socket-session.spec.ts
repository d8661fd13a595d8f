import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { LOGIN_REQUIRED_MESSAGE, type SocketRefusal, socketRefusalOf } from '@vitalsync/contracts';
import { newTestService, standIn } from '@vitalsync/testing';
import { type Namespace, type Socket } from 'socket.io';

import { RevokedSessions } from '../sessions/revoked-sessions';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { SessionReader } from '../sessions/session-reader';
import { type SessionClaims, signSessionToken } from '../sessions/session-token';
import { SIGN_IN_UNAVAILABLE_MESSAGE, requireSession } from './socket-session';

const SECRET = 'a-session-secret-of-thirty-two-characters!';
const CLAIMS: SessionClaims = {
  sessionId: 'session-1',
  id: '7a0c1d4e-0000-4000-8000-00000000000b',
  role: 'doctor',
  expiresAt: Date.now() + 3_600_000,
};
const cookieOf = (claims: SessionClaims) => `${SESSION_COOKIE}=${signSessionToken(claims, SECRET)}`;

type Middleware = (socket: Socket, next: (error?: Error) => void) => void;

/** The namespace's session middleware over a real SessionReader and RevokedSessions, auth-svc played by `bus`. */
const guardedNamespace = (bus: { request: jest.Mock }) => {
  const middlewares: Middleware[] = [];
  const namespace = { use: (middleware: Middleware) => middlewares.push(middleware), sockets: new Map() };
  const revoked = newTestService(RevokedSessions, [bus]).sut;
  requireSession(standIn<Namespace>(namespace), new SessionReader(SECRET, revoked), revoked);
  /** Runs a handshake with the cookie; resolves with the error `next` got (undefined: admitted) and the socket. */
  const handshake = (cookie?: string) =>
    new Promise<{ error: Error | undefined; socket: Socket }>((resolve) => {
      const socket = standIn<Socket>({ handshake: { headers: cookie ? { cookie } : {} }, data: {} });
      middlewares[0]?.(socket, (error) => resolve({ error, socket }));
    });
  return { handshake };
};

const refusalOf = (error: Error | undefined): SocketRefusal | undefined => socketRefusalOf(error);

describe('requireSession (the handshake of /chat, /video-call and /notifications)', () => {
  // @fastify/cookie loads its parser when the plugin is first registered, as the gateway does at start.
  beforeAll(async () => {
    const app = Fastify();
    await app.register(fastifyCookie).ready();
    await app.close();
  });

  it('refuses as temporary while auth-svc cannot be asked for the revoked sessions', async () => {
    const bus = {
      request: jest.fn().mockRejectedValue({ code: 'unavailable', message: 'auth service is down' }),
    };
    const { error } = await guardedNamespace(bus).handshake(cookieOf(CLAIMS));

    expect(error?.message).toBe(SIGN_IN_UNAVAILABLE_MESSAGE);
    expect(refusalOf(error)).toEqual({ reason: 'unavailable', temporary: true });
  });

  it('admits the same session once auth-svc answers again', async () => {
    const bus = { request: jest.fn().mockRejectedValueOnce({ code: 'unavailable' }).mockResolvedValue([]) };
    const namespace = guardedNamespace(bus);
    expect(refusalOf((await namespace.handshake(cookieOf(CLAIMS))).error)?.temporary).toBe(true);

    const { error, socket } = await namespace.handshake(cookieOf(CLAIMS));
    expect(error).toBeUndefined();
    expect(socket.data).toEqual({ actor: CLAIMS });
  });

  it.each([
    ['no session cookie', undefined],
    [
      'a forged cookie',
      `${SESSION_COOKIE}=${signSessionToken(CLAIMS, 'another-secret-of-thirty-two-characters')}`,
    ],
    ['an expired session', cookieOf({ ...CLAIMS, expiresAt: Date.now() - 1 })],
  ])('refuses %s as final, even while auth-svc is down', async (_case, cookie) => {
    const bus = { request: jest.fn().mockRejectedValue({ code: 'unavailable' }) };
    const { error } = await guardedNamespace(bus).handshake(cookie);

    expect(error?.message).toBe(LOGIN_REQUIRED_MESSAGE);
    expect(refusalOf(error)).toEqual({ reason: 'unauthenticated', temporary: false });
  });

  it('refuses a revoked session as final', async () => {
    const bus = {
      request: jest.fn().mockResolvedValue([{ sessionId: CLAIMS.sessionId, expiresAt: CLAIMS.expiresAt }]),
    };
    const { error } = await guardedNamespace(bus).handshake(cookieOf(CLAIMS));

    expect(error?.message).toBe(LOGIN_REQUIRED_MESSAGE);
    expect(refusalOf(error)).toEqual({ reason: 'unauthenticated', temporary: false });
  });
});
