import { EventEmitter, once } from 'node:events';
import { request } from 'node:http';
import { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';

import { registerRequestLog, requestLogLevel } from './request-log';

describe('requestLogLevel', () => {
  it('keeps successful requests at debug, refused ones at info and failures at error', () => {
    expect([200, 304, 401, 429, 500, 503].map((status) => requestLogLevel(status))).toEqual([
      'debug',
      'debug',
      'info',
      'info',
      'error',
      'error',
    ]);
  });

  it('keeps a failure at info when it was logged where it arose', () => {
    expect(requestLogLevel(500, { failureLogged: true })).toBe('info');
    expect(requestLogLevel(503, { failureLogged: true })).toBe('info');
  });
});

describe('registerRequestLog', () => {
  let app: FastifyInstance;
  let lines: Array<Record<string, unknown>>;
  let release: () => void;
  const written = new EventEmitter();

  const start = async (level: string): Promise<void> => {
    lines = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        written.emit('line');
        callback();
      },
    });
    app = Fastify();
    registerRequestLog(app, pino({ level }, stream));
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/dashboard/profile', async () => ({ status: 'success' }));
    app.get('/api/health', async (_request, reply) => reply.status(503).send({ status: 'down' }));
    app.get('/api/broken', async () => {
      throw new Error('boom');
    });
    app.get('/api/slow', async () => {
      await held;
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  };

  afterEach(async () => {
    release();
    await app.close();
  });

  it('writes nothing for a successful request at the default level', async () => {
    await start('info');
    await app.inject({ url: '/api/dashboard/profile', headers: { cookie: 'vitalsync_session=secret' } });
    expect(lines).toEqual([]);
  });

  it('writes one info line per refused request, naming it without its headers or query', async () => {
    await start('info');
    await app.inject({ url: '/api/nowhere?user=secret-id', headers: { cookie: 'vitalsync_session=secret' } });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        requestId: expect.any(String),
        req: { method: 'GET', url: '/api/nowhere', remoteAddress: '127.0.0.1' },
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes failures at error, and successes only when debug is on', async () => {
    await start('debug');
    await app.inject({ url: '/api/broken' });
    await app.inject({ url: '/api/dashboard/profile' });
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'request errored'],
      [20, 'request completed'],
    ]);
  });

  it('leaves the health probe out, whatever it answers', async () => {
    await start('debug');
    await app.inject({ url: '/api/health' });
    expect(lines).toEqual([]);
  });

  it('writes an error line when the client goes away before the answer', async () => {
    await start('info');
    const { port } = app.server.address() as AddressInfo;
    const outgoing = request({ port, path: '/api/slow' });
    outgoing.on('error', () => undefined);
    outgoing.end();
    await once(app.server, 'request');
    const line = once(written, 'line');
    outgoing.destroy();
    await line;
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request aborted',
        req: expect.objectContaining({ url: '/api/slow' }),
      }),
    ]);
  });
});
