import { type ProxyTrust } from '@vitalsync/config';
import { SOCKET_REFUSAL_REASONS, finalSocketRefusal } from '@vitalsync/contracts';
import { type Socket } from 'socket.io';

import { proxiedRequestOf } from '../http/proxied-request';
import { CROSS_SITE_MESSAGE, isAllowedOrigin, siteOriginOf } from '../http/same-origin.guard';
import { handshakeRefusal } from './handshake-refusal';

export interface HandshakeOriginRule {
  trust: ProxyTrust;
  /** ALLOWED_ORIGINS, each already in the form browsers send. */
  allowedOrigins: ReadonlySet<string>;
}

/**
 * Namespace middleware, first on every namespace, before the session is read: a socket opened by a page of
 * another site is refused (cross-site WebSocket hijacking: the browser sends the victim's session cookie with
 * any site's handshake, and no CORS stands in the way of a WebSocket). The HTTP API's origin rule, read from the
 * engine's handshake request whichever transport it came over. A namespace refusal rather than an engine one,
 * so the client learns it is final and stops (an engine refusal reads as a network failure it retries forever).
 */
export const sameSiteHandshake =
  ({ trust, allowedOrigins }: HandshakeOriginRule) =>
  (socket: Pick<Socket, 'request'>, next: (error?: Error) => void): void => {
    const { request } = socket;
    const siteOrigin = siteOriginOf(proxiedRequestOf(request, trust));
    if (isAllowedOrigin(request.headers.origin, siteOrigin, allowedOrigins)) next();
    else next(handshakeRefusal(CROSS_SITE_MESSAGE, finalSocketRefusal(SOCKET_REFUSAL_REASONS.origin)));
  };
