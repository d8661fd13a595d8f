import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo } from 'node:net';

import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';

import { DRAINING_MESSAGE, SocketDrain } from './socket-drain';

/** The first time a socket.io-client emitter emits the event, with its arguments. */
const next = (
  emitter: { once(event: string, listener: (...args: unknown[]) => void): unknown },
  event: string,
) => new Promise<unknown[]>((resolve) => emitter.once(event, (...args: unknown[]) => resolve(args)));

describe('SocketDrain', () => {
  let http: HttpServer;
  let server: Server;
  let baseUrl: string;
  let sut: SocketDrain;
  const clients: Socket[] = [];

  beforeEach(async () => {
    sut = new SocketDrain();
    http = createServer();
    server = new Server(http, { allowRequest: sut.allowRequest, transports: ['polling', 'websocket'] });
    sut.attach(server);
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await server.close();
  });

  /** A client that reconnects by itself, as the web pages' are, connected over the given transport. */
  const connected = async (transport: 'polling' | 'websocket'): Promise<Socket> => {
    const client = io(baseUrl, { transports: [transport], forceNew: true, reconnectionDelay: 1 });
    clients.push(client);
    await next(client, 'connect');
    return client;
  };

  it.each(['polling', 'websocket'] as const)(
    'closes a %s connection with "transport close", on which socket.io-client reconnects by itself',
    async (transport) => {
      const client = await connected(transport);
      expect(sut.openConnections).toBe(1);
      const disconnected = next(client, 'disconnect');
      const retrying = next(client.io, 'reconnect_attempt');

      await sut.drain();

      expect(sut.openConnections).toBe(0);
      expect(await disconnected).toEqual(['transport close', expect.anything()]);
      await retrying;
      expect(client.active).toBe(true);
    },
  );

  it('refuses a new session while draining, with a message saying why', async () => {
    await sut.drain();
    const response = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 4, message: DRAINING_MESSAGE });
  });

  it('forgets a connection its client closed, and is drained at once with none open', async () => {
    const accepted = once(server.engine, 'connection') as Promise<[NodeJS.EventEmitter]>;
    const client = await connected('polling');
    const [connection] = await accepted;
    const closed = once(connection, 'close');

    client.close();
    await closed;
    expect(sut.openConnections).toBe(0);
    expect(sut.isDraining).toBe(false);

    await sut.drain();
    expect(sut.isDraining).toBe(true);
  });
});
