import { type FastifyReply, type FastifyRequest } from 'fastify';

import { type SessionClaims } from './session-token';

export const SESSION_COOKIE = 'vitalsync_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by SessionAuthGuard from a valid session cookie. */
    actor?: SessionClaims;
  }
}

export const setSessionCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: number,
): void => {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires: new Date(expiresAt),
  });
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
};
