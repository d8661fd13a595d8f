import fastifyRateLimit from '@fastify/rate-limit';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyRequest } from 'fastify';

import { type RateLimitBucket, rateLimitBucketOf } from './rate-limit-bucket';

/** Per-address budgets per minute (RATE_LIMIT_AUTH_PER_MINUTE, RATE_LIMIT_API_PER_MINUTE). */
export interface RequestRateLimits {
  authPerMinute: number;
  apiPerMinute: number;
}

/** Sign-up and login hash a password (and may carry uploads), so they get the tighter budget. */
const bucketOf = (request: FastifyRequest): RateLimitBucket =>
  rateLimitBucketOf(request.routeOptions.url, request.url);

/**
 * Limits requests per client address on the API (the web app's files and the health probe are exempt). Counts
 * live in this gateway's memory: with N replicas a client gets at most N times the budget, which is acceptable
 * for abuse control; the login lockout that guards accounts is kept in the database.
 *
 * The limit runs as one root onRequest hook rather than per route, so requests no route matches (404s) spend
 * the budget too.
 */
export const registerRateLimit = async (
  app: NestFastifyApplication,
  limits: RequestRateLimits,
): Promise<void> => {
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: '1 minute',
    max: (request) => (bucketOf(request) === 'auth' ? limits.authPerMinute : limits.apiPerMinute),
    keyGenerator: (request) => `${bucketOf(request)}:${request.ip}`,
    allowList: (request) => bucketOf(request) === 'exempt',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', fastify.rateLimit());
};
