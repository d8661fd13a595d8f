import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { standIn } from '@vitalsync/testing';
import Fastify, { type FastifyInstance } from 'fastify';

import {
  registerRateLimit,
  rateLimitHeaders,
  type SpendAddressBudget,
  tooManyRequestsMessage,
} from './rate-limit';

/** The part of a Nest application registerRateLimit uses, over a bare Fastify instance. */
const nestAppOver = (fastify: FastifyInstance) =>
  standIn<NestFastifyApplication>({
    register: (plugin: never, options: never) => fastify.register(plugin, options),
    getHttpAdapter: () => ({ getInstance: () => fastify }),
  });

describe('registerRateLimit', () => {
  let fastify: FastifyInstance;
  let spend: SpendAddressBudget;

  beforeEach(async () => {
    fastify = Fastify();
    spend = await registerRateLimit(nestAppOver(fastify), { authPerMinute: 1, apiPerMinute: 2 });
    fastify.get('/api/health', () => ({ ok: true }));
    fastify.get('/api/things', () => ({ ok: true }));
    await fastify.ready();
  });

  afterEach(async () => {
    await fastify.close();
  });

  const handshake = (ip: string) =>
    spend({ ip, url: '/api/socket.io/?EIO=4&transport=polling', routeOptions: {} });
  const apiRequest = (ip: string) => fastify.inject({ url: '/api/things', remoteAddress: ip });

  it("spends the API budget of the address, in the same count as the address's API requests", async () => {
    expect((await apiRequest('10.0.0.1')).statusCode).toBe(200);
    expect(await handshake('10.0.0.1')).toEqual({
      limited: true,
      exceeded: false,
      max: 2,
      remaining: 0,
      resetSeconds: expect.any(Number),
    });
    expect(await handshake('10.0.0.1')).toMatchObject({ limited: true, exceeded: true });
    const refused = await apiRequest('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      status: 'error',
      message: tooManyRequestsMessage(Number(refused.headers['retry-after'])),
    });
  });

  it('keeps the budgets of other addresses, and of the exempt health route, apart', async () => {
    await handshake('10.0.0.1');
    await handshake('10.0.0.1');
    expect(await handshake('10.0.0.2')).toMatchObject({ exceeded: false, remaining: 1 });
    expect(await spend({ ip: '10.0.0.1', url: '/api/health', routeOptions: { url: '/api/health' } })).toEqual(
      {
        limited: false,
      },
    );
  });
});

describe('tooManyRequestsMessage', () => {
  it.each([
    [1, 'Too many requests. Try again in 1 second.'],
    [59, 'Too many requests. Try again in 59 seconds.'],
    [60, 'Too many requests. Try again in 1 minute.'],
    [150, 'Too many requests. Try again in 3 minutes.'],
  ])('says how long to wait: %i s', (seconds, message) => {
    expect(tooManyRequestsMessage(seconds)).toBe(message);
  });
});

describe('rateLimitHeaders', () => {
  it('writes the limit, what remains and the reset, and Retry-After once the budget is spent', () => {
    const budget = { limited: true, max: 5, remaining: 2, resetSeconds: 30 } as const;
    expect(rateLimitHeaders({ ...budget, exceeded: false })).toEqual({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-reset': '30',
    });
    expect(rateLimitHeaders({ ...budget, exceeded: true })).toEqual({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '30',
      'retry-after': '30',
    });
  });
});
