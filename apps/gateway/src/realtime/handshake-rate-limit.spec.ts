import { type IncomingMessage, type Server, createServer, request as httpRequest } from 'node:http';
import { type AddressInfo } from 'node:net';

import { type AddressBudget, type AddressedRequest, tooManyRequestsMessage } from '../http/rate-limit';
import { type EngineMiddleware, handshakeRateLimit } from './handshake-rate-limit';

const UNDER = { limited: true, exceeded: false, max: 3, remaining: 2, resetSeconds: 42 } as const;
const OVER = { ...UNDER, exceeded: true, remaining: 0 } as const;

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A server that runs the middleware on every request and upgrade, the way engine.io does (an upgrade gets a
 * stand-in response with only setHeader), and answers 200 with the headers set once the middleware lets it through.
 */
const serverWith = async (middleware: EngineMiddleware): Promise<{ server: Server; port: number }> => {
  const server = createServer((request, response) =>
    middleware(request, response, (error) => {
      response.writeHead(error ? 400 : 200);
      response.end(error ? 'failed' : 'passed');
    }),
  );
  server.on('upgrade', (request: IncomingMessage, socket) => {
    const headers: Record<string, string> = {};
    middleware(
      request,
      {
        setHeader: (name, value) => {
          headers[name] = value;
        },
      },
      () => {
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.end(
          `HTTP/1.1 200 OK\r\n${lines.join('')}content-length: 6\r\nconnection: close\r\n\r\npassed`,
        );
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
};

const ask = (port: number, path: string, upgrade = false): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      headers: upgrade ? { connection: 'Upgrade', upgrade: 'websocket' } : {},
    });
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

const HANDSHAKE = '/api/socket.io/?EIO=4&transport=polling';
const WEBSOCKET_HANDSHAKE = '/api/socket.io/?EIO=4&transport=websocket';

describe('handshakeRateLimit', () => {
  let server: Server | undefined;

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  const start = async (budget: AddressBudget) => {
    const spend = jest.fn<Promise<AddressBudget>, [AddressedRequest]>().mockResolvedValue(budget);
    const started = await serverWith(handshakeRateLimit(spend, false));
    server = started.server;
    return { spend, port: started.port };
  };

  it.each([
    ['polling', HANDSHAKE, false],
    ['WebSocket', WEBSOCKET_HANDSHAKE, true],
  ] as const)(
    "spends the address's budget on a %s handshake and carries the rate-limit headers",
    async (_transport, path, upgrade) => {
      const { spend, port } = await start(UNDER);
      const answer = await ask(port, path, upgrade);
      expect(answer).toMatchObject({ status: 200, body: 'passed' });
      expect(answer.headers).toMatchObject({
        'x-ratelimit-limit': '3',
        'x-ratelimit-remaining': '2',
        'x-ratelimit-reset': '42',
      });
      expect(spend).toHaveBeenCalledWith({ ip: '127.0.0.1', url: path, routeOptions: {} });
    },
  );

  it.each([
    ['polling', HANDSHAKE, false],
    ['WebSocket', WEBSOCKET_HANDSHAKE, true],
  ] as const)(
    'answers a %s handshake past the budget 429, as the API does',
    async (_transport, path, upgrade) => {
      const { port } = await start(OVER);
      const answer = await ask(port, path, upgrade);
      expect(answer.status).toBe(429);
      expect(answer.headers).toMatchObject({
        'retry-after': '42',
        'x-ratelimit-limit': '3',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '42',
      });
      expect(JSON.parse(answer.body)).toEqual({
        status: 'error',
        code: 'rate_limited',
        message: tooManyRequestsMessage(42),
      });
    },
  );

  it("does not count the later requests of a connection (polls, posts, the session's upgrade)", async () => {
    const { spend, port } = await start(OVER);
    expect(await ask(port, '/api/socket.io/?EIO=4&transport=polling&sid=abc')).toMatchObject({ status: 200 });
    expect(await ask(port, '/api/socket.io/?EIO=4&transport=websocket&sid=abc', true)).toMatchObject({
      status: 200,
    });
    expect(spend).not.toHaveBeenCalled();
  });

  it('lets through what the limit exempts, without headers, and refuses when the count fails', async () => {
    const exempt = await start({ limited: false });
    const answer = await ask(exempt.port, HANDSHAKE);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    await new Promise((resolve) => server?.close(resolve));

    const spend = jest.fn().mockRejectedValue(new Error('store down'));
    const failing = await serverWith(handshakeRateLimit(spend, false));
    server = failing.server;
    expect(await ask(failing.port, HANDSHAKE)).toMatchObject({ status: 400 });
  });
});
