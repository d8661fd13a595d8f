import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';

import { GatewayConfig } from '../config/gateway.config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` with default ports dropped and case folded, or undefined for anything else ("null"). */
export const originOf = (url: string): string | undefined => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/**
 * The origin rule: the Origin a browser names must be this site's own origin — scheme, host and port alike, so
 * an http site refuses its https twin — or one configured. A request without an Origin header comes from a
 * non-browser client, which carries no victim's ambient cookies, and passes.
 */
export const isAllowedOrigin = (
  origin: string | undefined,
  siteOrigin: string,
  extra: ReadonlySet<string> = new Set(),
): boolean => {
  if (origin === undefined) return true;
  const sent = originOf(origin);
  return sent !== undefined && (sent === originOf(siteOrigin) || extra.has(sent));
};

/**
 * CSRF defence on top of SameSite=Lax cookies: a browser names the page's origin on every state-changing
 * request, and it must pass the origin rule. Socket handshakes are GETs, yet meet the rule too
 * (realtime/handshake-origin).
 */
export const isSameOriginRequest = (
  method: string,
  origin: string | undefined,
  siteOrigin: string,
  extra: ReadonlySet<string> = new Set(),
): boolean => SAFE_METHODS.has(method.toUpperCase()) || isAllowedOrigin(origin, siteOrigin, extra);

/** This site's origin as the browser sees it: the scheme a trusted proxy reports (Fastify's protocol) and Host. */
export const siteOriginOf = (request: { protocol: string; host: string }): string =>
  `${request.protocol}://${request.host}`;

@Injectable()
export class SameOriginGuard implements CanActivate {
  /** ALLOWED_ORIGINS, each already in the form browsers send. */
  private readonly extra: ReadonlySet<string>;

  constructor(config: GatewayConfig) {
    this.extra = new Set(config.ALLOWED_ORIGINS);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isSameOriginRequest(request.method, request.headers.origin, siteOriginOf(request), this.extra)) {
      throw new ForbiddenException(CROSS_SITE_MESSAGE);
    }
    return true;
  }
}
