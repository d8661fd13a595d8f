import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Extra origins allowed to send state-changing requests (ALLOWED_ORIGINS, comma-separated). */
const allowedOrigins = (env: NodeJS.ProcessEnv = process.env): Set<string> =>
  new Set(
    (env['ALLOWED_ORIGINS'] ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );

/**
 * CSRF defence on top of SameSite=Lax cookies: a browser names the page's origin on every state-changing
 * request, and it must be this site's own. Requests without an Origin header come from non-browser clients.
 */
export const isSameOriginRequest = (
  method: string,
  origin: string | undefined,
  host: string | undefined,
  extra: Set<string> = allowedOrigins(),
): boolean => {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === undefined) return true;
  if (extra.has(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
};

@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly extra = allowedOrigins();

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const origin = request.headers.origin;
    if (!isSameOriginRequest(request.method, origin, request.headers.host, this.extra)) {
      throw new ForbiddenException('This request came from another site and was refused.');
    }
    return true;
  }
}
