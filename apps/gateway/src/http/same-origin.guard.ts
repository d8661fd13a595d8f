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

/**
 * CSRF defence on top of SameSite=Lax cookies: a browser names the page's origin on every state-changing
 * request, and it must be this site's own origin — scheme, host and port alike, so an http site refuses its
 * https twin — or one configured. Requests without an Origin header come from non-browser clients.
 */
export const isSameOriginRequest = (
  method: string,
  origin: string | undefined,
  siteOrigin: string,
  extra: ReadonlySet<string> = new Set(),
): boolean => {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === undefined) return true;
  const sent = originOf(origin);
  return sent !== undefined && (sent === originOf(siteOrigin) || extra.has(sent));
};

/** This site's origin as the browser sees it: the scheme a trusted proxy reports (Fastify's protocol) and Host. */
export const siteOriginOf = (request: Pick<FastifyRequest, 'protocol' | 'host'>): string =>
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
      throw new ForbiddenException('This request came from another site and was refused.');
    }
    return true;
  }
}
