import { once } from 'node:events';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { type AddressInfo } from 'node:net';

import Fastify, { type FastifyInstance } from 'fastify';

import { registerUnreadBodyHandling } from './unread-body';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  reusedSocket: boolean;
}

const send = (port: number, agent: Agent, method: string, path: string, body?: Buffer): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      { port, method, path, agent, headers: { 'content-type': 'application/octet-stream' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            reusedSocket: outgoing.reusedSocket,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

describe('registerUnreadBodyHandling', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    registerUnreadBodyHandling(app, 4 * 1024 * 1024);
    // Answers before reading the body, as a multipart route does when it refuses a form part-way.
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));
    app.post('/refuse', async (_request, reply) => reply.code(413).send({ refused: true }));
    app.get('/next', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(() => app.close());

  it('drains a moderate unread body so the next request on the connection is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await send(port, agent, 'POST', '/refuse', Buffer.alloc(2 * 1024 * 1024));
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).not.toBe('close');
    const next = await send(port, agent, 'GET', '/next');
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
    agent.destroy();
  });

  it('closes the connection instead when the unread body is larger than the drain limit', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const outgoing = request({
      port,
      method: 'POST',
      path: '/refuse',
      agent,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(64 * 1024 * 1024) },
    });
    outgoing.on('error', () => undefined);
    outgoing.write(Buffer.alloc(1024));
    const [response] = (await once(outgoing, 'response')) as [
      { statusCode: number; headers: IncomingHttpHeaders },
    ];
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    outgoing.destroy();
    const next = await send(port, agent, 'GET', '/next');
    expect(next).toMatchObject({ status: 200, reusedSocket: false });
    agent.destroy();
  });
});
