import fastifyRateLimit from '@fastify/rate-limit';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyRequest } from 'fastify';

import { type RateLimitBucket, rateLimitBucketOf } from './rate-limit-bucket';

/** Per-address budgets per minute (RATE_LIMIT_AUTH_PER_MINUTE, RATE_LIMIT_API_PER_MINUTE). */
export interface RequestRateLimits {
  authPerMinute: number;
  apiPerMinute: number;
}

/** What the limit reads of a request: its address, its target and the route the router matched, if any. */
export interface AddressedRequest {
  ip: string;
  url: string;
  routeOptions: { url?: string };
}

/** Where a request stands against its address's budget. */
export type AddressBudget =
  | { limited: false }
  | {
      limited: true;
      exceeded: boolean;
      max: number;
      remaining: number;
      /** Until the window ends, rounded up. */
      resetSeconds: number;
    };

/**
 * Spends one request of an address's budget: the same count, in the same store, as the HTTP API's requests.
 * For requests Fastify never routes (Socket.IO's handshakes).
 */
export type SpendAddressBudget = (request: AddressedRequest) => Promise<AddressBudget>;

/** Sign-up and login hash a password (and may carry uploads), so they get the tighter budget. */
const bucketOf = (request: AddressedRequest): RateLimitBucket =>
  rateLimitBucketOf(request.routeOptions.url, request.url);

const waitOf = (seconds: number): string => {
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
};

/** The answer's message once an address spent its budget, for the API and the socket handshake alike. */
export const tooManyRequestsMessage = (resetSeconds: number): string =>
  `Too many requests. Try again in ${waitOf(resetSeconds)}.`;

/** The headers of a counted request, as @fastify/rate-limit writes them on the API's answers. */
export const rateLimitHeaders = (
  budget: Extract<AddressBudget, { limited: true }>,
): Record<string, string> => ({
  'x-ratelimit-limit': String(budget.max),
  'x-ratelimit-remaining': String(budget.exceeded ? 0 : budget.remaining),
  'x-ratelimit-reset': String(budget.resetSeconds),
  ...(budget.exceeded ? { 'retry-after': String(budget.resetSeconds) } : {}),
});

/**
 * Limits requests per client address on the API (the web app's files and the health probe are exempt). Counts
 * live in this gateway's memory: with N replicas a client gets at most N times the budget, which is acceptable
 * for abuse control; the login lockout that guards accounts is kept in the database.
 *
 * The limit runs as one root onRequest hook rather than per route, so requests no route matches (404s) spend
 * the budget too. Resolves with the way to spend the same budgets for requests Fastify does not route.
 */
export const registerRateLimit = async (
  app: NestFastifyApplication,
  limits: RequestRateLimits,
): Promise<SpendAddressBudget> => {
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: '1 minute',
    max: (request) => (bucketOf(request) === 'auth' ? limits.authPerMinute : limits.apiPerMinute),
    keyGenerator: (request) => `${bucketOf(request)}:${request.ip}`,
    allowList: (request) => bucketOf(request) === 'exempt',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      message: tooManyRequestsMessage(Math.ceil(context.ttl / 1000)),
    }),
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', fastify.rateLimit());
  const spend = fastify.createRateLimit();
  return async (request) => {
    // The plugin reads of a request only what the options above read, and the route's own settings
    // (routeOptions.config), which a request no route matched has none of.
    const outcome = await spend(request as FastifyRequest);
    if (outcome.isAllowed) return { limited: false };
    return {
      limited: true,
      exceeded: outcome.isExceeded,
      max: outcome.max,
      remaining: outcome.remaining,
      resetSeconds: outcome.ttlInSeconds,
    };
  };
};
