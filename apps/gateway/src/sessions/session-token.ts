import { createHmac, timingSafeEqual } from 'node:crypto';

import { type Actor, isRole } from '@vitalsync/contracts';

/** What the session cookie carries: enough to authorise a request without asking auth-svc. */
export interface SessionClaims extends Actor {
  sessionId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The caller as services receive it: the session's id and expiry stay in the gateway. */
export const actorOf = (claims: SessionClaims): Actor => ({ id: claims.id, role: claims.role });

const signature = (payload: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

/** `<base64url JSON>.<base64url HMAC-SHA256>` */
export const signSessionToken = (claims: SessionClaims, secret: string): string => {
  const payload = Buffer.from(
    JSON.stringify({ sid: claims.sessionId, sub: claims.id, role: claims.role, exp: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
};

/** The claims of an authentic, unexpired token; null for anything else. */
export const verifySessionToken = (
  token: string | undefined,
  secret: string,
  now = Date.now(),
): SessionClaims | null => {
  if (!token) return null;
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = signature(payload, secret);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { sid, sub, role, exp } = data;
    if (typeof sid !== 'string' || typeof sub !== 'string' || !isRole(role) || typeof exp !== 'number')
      return null;
    if (exp <= now) return null;
    return { sessionId: sid, id: sub, role, expiresAt: exp };
  } catch {
    return null;
  }
};
