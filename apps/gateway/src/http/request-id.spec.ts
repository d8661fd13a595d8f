import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import { Writable } from 'node:stream';

import { currentClientOrigin, currentRequestId, requestIdLogFields } from '@vitalsync/backend';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';

import { gatewayRequestId, registerRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('registerRequestId', () => {
  let app: FastifyInstance;
  let lines: Array<Record<string, unknown>>;

  beforeEach(async () => {
    lines = [];
    const logger = pino(
      { mixin: requestIdLogFields },
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          callback();
        },
      }),
    );
    app = Fastify({ genReqId: gatewayRequestId });
    registerRequestId(app);
    // A hook registered later (the rate limit's, say) runs inside the request too.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-seen-by-hook', currentRequestId() ?? 'none');
      done();
    });
    app.get('/api/whoami', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      logger.info('handled');
      return { requestId: currentRequestId() };
    });
    app.post('/api/whoami', async () => ({ requestId: currentRequestId() }));
    app.get('/api/client', async () => currentClientOrigin() ?? null);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(() => app.close());

  const url = (): string => `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/whoami`;

  it('keeps an acceptable incoming id, answers it, and handles the request under it', async () => {
    const response = await fetch(url(), { headers: { 'x-request-id': 'client-42.a' } });
    expect(response.headers.get('x-request-id')).toBe('client-42.a');
    expect(response.headers.get('x-seen-by-hook')).toBe('client-42.a');
    await expect(response.json()).resolves.toEqual({ requestId: 'client-42.a' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'handled', requestId: 'client-42.a' })]);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with a space', 'two words'],
    ['with a quote', 'a"b'],
  ])('replaces an incoming id %s with a new UUID', async (_case, incoming) => {
    const response = await fetch(url(), { headers: { 'x-request-id': incoming } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    await expect(response.json()).resolves.toEqual({ requestId: id });
  });

  it('gives a request without one a new id of its own', async () => {
    const [first, second] = await Promise.all([fetch(url()), fetch(url())]);
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('keeps the id while a body arrives in pieces', async () => {
    const body = '{"text":"arrives in two pieces"}';
    const outgoing = request(url(), {
      method: 'POST',
      headers: {
        'x-request-id': 'with-body',
        'content-type': 'application/json',
        'content-length': String(body.length),
      },
    });
    const answered = once(outgoing, 'response') as Promise<[IncomingMessage]>;
    outgoing.write(body.slice(0, 10));
    // The rest comes on a later turn of the event loop, from the socket's own events.
    await new Promise((resolve) => setImmediate(resolve));
    outgoing.end(body.slice(10));
    const [response] = await answered;
    let text = '';
    for await (const chunk of response) text += String(chunk);
    expect(JSON.parse(text)).toEqual({ requestId: 'with-body' });
  });

  it('names the id on answers no route gave', async () => {
    const response = await fetch(`${url()}/nowhere`, { headers: { 'x-request-id': 'lost-1' } });
    expect([response.status, response.headers.get('x-request-id')]).toEqual([404, 'lost-1']);
  });

  it('keeps the client’s address and browser beside the id, and never logs them', async () => {
    const response = await fetch(`${url().replace('/whoami', '/client')}`, {
      headers: { 'user-agent': 'Mozilla/5.0 TestBrowser/1.0' },
    });
    await expect(response.json()).resolves.toEqual({
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 TestBrowser/1.0',
    });
    await fetch(url(), { headers: { 'user-agent': 'Mozilla/5.0 TestBrowser/1.0' } });
    expect(JSON.stringify(lines)).not.toContain('TestBrowser');
    expect(JSON.stringify(lines)).not.toContain('127.0.0.1');
  });
});
