import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo } from 'node:net';

import { VitalSyncMetrics } from '@vitalsync/backend';
import { Server } from 'socket.io';
import { io, type Socket as ClientSocket } from 'socket.io-client';

import { trackSocketConnections } from './socket-metrics';

describe('trackSocketConnections', () => {
  let http: HttpServer;
  let server: Server;
  let metrics: VitalSyncMetrics;
  const clients: ClientSocket[] = [];

  beforeEach(async () => {
    metrics = new VitalSyncMetrics();
    http = createServer();
    server = new Server(http);
    // A namespace that exists before tracking starts, as the root namespace does.
    server.of('/chat');
    trackSocketConnections(server, metrics.socketConnections);
    server.of('/video-call');
    server.of('/refusing').use((_socket, next) => next(new Error('no session')));
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await server.close();
  });

  const connect = async (namespace: string): Promise<ClientSocket> => {
    const { port } = http.address() as AddressInfo;
    const client = io(`http://127.0.0.1:${port}${namespace}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    clients.push(client);
    await new Promise<void>((resolve) => {
      client.once('connect', resolve);
      client.once('connect_error', () => resolve());
    });
    return client;
  };

  const connections = async () =>
    Object.fromEntries(
      (await metrics.socketConnections.get()).values.map(({ labels, value }) => [labels['namespace'], value]),
    );

  it('counts the sockets each namespace holds, from zero', async () => {
    await expect(connections()).resolves.toEqual({ '/': 0, '/chat': 0, '/video-call': 0, '/refusing': 0 });
    await connect('/chat');
    await connect('/chat');
    await connect('/video-call');
    await expect(connections()).resolves.toMatchObject({ '/chat': 2, '/video-call': 1 });
  });

  it('counts a socket out when it disconnects', async () => {
    const client = await connect('/chat');
    const [held] = server.of('/chat').sockets.values();
    if (!held) throw new Error('the server holds no /chat socket');
    const gone = once(held, 'disconnect');
    client.disconnect();
    await gone;
    await expect(connections()).resolves.toMatchObject({ '/chat': 0 });
  });

  it('never counts a socket its namespace refused', async () => {
    const client = await connect('/refusing');
    expect(client.connected).toBe(false);
    await expect(connections()).resolves.toMatchObject({ '/refusing': 0 });
  });
});
