import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

import { type CuttableProxy, startCuttableProxy } from './cuttable-proxy';

/** A TCP server that echoes every line back. */
const echoServer = async (): Promise<{ server: Server; port: number }> => {
  const server = createServer((socket) => {
    // The proxy resets its side on a cut.
    socket.on('error', () => undefined);
    socket.pipe(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
};

/** Connects and resolves once connected, or with the error code the connection failed with. */
const dial = (port: number): Promise<{ socket?: Socket; failure?: string }> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve({ socket }));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ failure: error.code }));
  });

const echo = async (socket: Socket, text: string): Promise<string> => {
  socket.write(text);
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  return chunk.toString();
};

/** How a connection that was accepted ends: with an error code (a reset) or a plain close. */
const ending = (socket: Socket): Promise<string> =>
  new Promise((resolve) => {
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    socket.once('close', () => resolve('closed'));
  });

describe('startCuttableProxy', () => {
  let upstream: { server: Server; port: number };
  let proxy: CuttableProxy;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    upstream = await echoServer();
    proxy = await startCuttableProxy(upstream.port);
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await proxy.close();
    upstream.server.close();
  });

  const connected = async (): Promise<Socket> => {
    const { socket, failure } = await dial(proxy.port);
    if (!socket) throw new Error(`connection failed: ${failure}`);
    sockets.push(socket);
    return socket;
  };

  it('passes bytes through to the upstream', async () => {
    expect(await echo(await connected(), 'hello')).toBe('hello');
    expect(proxy.connections).toBe(1);
  });

  it('refuses while cut in refuse mode, resetting open connections, and serves again on the same port', async () => {
    const before = await connected();
    const beforeEnds = ending(before);

    await proxy.cut('refuse');

    expect(await beforeEnds).toBe('ECONNRESET');
    expect(await dial(proxy.port)).toEqual({ failure: 'ECONNREFUSED' });

    await proxy.restore();

    expect(await echo(await connected(), 'back')).toBe('back');
  });

  it('resets every connection while cut in reset mode, and serves again after', async () => {
    const before = await connected();
    const beforeEnds = ending(before);

    await proxy.cut('reset');

    expect(await beforeEnds).toBe('ECONNRESET');
    // The reset may reach the client before or after its connect completes.
    const { socket: during, failure } = await dial(proxy.port);
    expect(failure ?? (await ending(during as Socket))).toMatch(/^(ECONNRESET|closed)$/);
    expect(proxy.refused).toBe(1);

    await proxy.restore();

    expect(await echo(await connected(), 'back')).toBe('back');
  });
});
