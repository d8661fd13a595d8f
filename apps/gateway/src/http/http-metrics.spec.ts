import { VitalSyncMetrics } from '@vitalsync/backend';
import Fastify, { type FastifyInstance } from 'fastify';

import { registerHttpMetrics } from './http-metrics';

describe('registerHttpMetrics', () => {
  let app: FastifyInstance;
  let metrics: VitalSyncMetrics;

  beforeEach(async () => {
    metrics = new VitalSyncMetrics();
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    registerHttpMetrics(app, metrics);
    app.get('/api/dashboard/chats/:chatId', async () => ({ status: 'success' }));
    app.post('/api/authenticate/login', async (_request, reply) =>
      reply.status(401).send({ status: 'error' }),
    );
    await app.ready();
  });

  afterEach(() => app.close());

  const counts = async () =>
    (await metrics.httpRequestDuration.get()).values
      .filter(({ metricName }) => metricName?.endsWith('_count'))
      .map(({ labels, value }) => ({ ...labels, value }));

  it('times requests by method, route template and status, never by the raw URL', async () => {
    await app.inject({ url: '/api/dashboard/chats/6f1c2a?after=secret-id' });
    await app.inject({ url: '/api/dashboard/chats/7a9b3c/' });
    await app.inject({ method: 'POST', url: '/api/authenticate/login' });
    await expect(counts()).resolves.toEqual([
      { method: 'GET', route: '/api/dashboard/chats/:chatId', status: '200', value: 2 },
      { method: 'POST', route: '/api/authenticate/login', status: '401', value: 1 },
    ]);
  });

  it('puts every request no route matched under "unmatched"', async () => {
    await app.inject({ url: '/metrics' });
    await app.inject({ url: '/api/users/ada@example.com' });
    await expect(counts()).resolves.toEqual([{ method: 'GET', route: 'unmatched', status: '404', value: 2 }]);
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('secret-id');
  });
});
