import fastifyRateLimit from '@fastify/rate-limit';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/** Sign-up and login routes: each call hashes a password (and may carry uploads), so they get a tighter budget. */
const isAuthRoute = (url: string): boolean => url.startsWith('/api/authenticate/');

export interface RequestRateLimits {
  authPerMinute: number;
  apiPerMinute: number;
}

/** Per-address budgets per minute (RATE_LIMIT_AUTH_PER_MINUTE, RATE_LIMIT_API_PER_MINUTE). */
export const rateLimitsFromEnv = (env: NodeJS.ProcessEnv = process.env): RequestRateLimits => ({
  authPerMinute: Number(env['RATE_LIMIT_AUTH_PER_MINUTE'] ?? 160),
  apiPerMinute: Number(env['RATE_LIMIT_API_PER_MINUTE'] ?? 6000),
});

/**
 * Limits requests per client address on the API (the web app's files and the health probe are exempt). Counts
 * live in this gateway's memory: with N replicas a client gets at most N times the budget, which is acceptable
 * for abuse control; the login lockout that guards accounts is kept in the database.
 */
export const registerRateLimit = async (
  app: NestFastifyApplication,
  limits: RequestRateLimits,
): Promise<void> => {
  await app.register(fastifyRateLimit, {
    global: true,
    timeWindow: '1 minute',
    max: (request) => (isAuthRoute(request.url) ? limits.authPerMinute : limits.apiPerMinute),
    keyGenerator: (request) => `${isAuthRoute(request.url) ? 'auth' : 'api'}:${request.ip}`,
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
};
