import { type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { processMetrics } from '@vitalsync/backend';
import { type Server, type ServerOptions } from 'socket.io';

import { refuseEveryone } from './namespace-guards';
import { trackSocketConnections } from './socket-metrics';
import { withRequestIdPerEmit } from './socket-request-id';

/** Socket.IO sits under the API prefix so one reverse-proxy rule (/api) covers HTTP and sockets. */
export const SOCKET_IO_PATH = '/api/socket.io';

/**
 * Heartbeat of every connection: a client that vanished without closing (network lost, laptop shut) misses a ping
 * and is dropped within pingInterval + pingTimeout, 10 s, rather than the engine's default 45 s. That drop is
 * what ends a call for the other party when a participant's network goes.
 */
export const SOCKET_PING = { pingInterval: 5_000, pingTimeout: 5_000 } as const;

export class ApiSocketIoAdapter extends IoAdapter {
  constructor(app: INestApplicationContext) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: SOCKET_IO_PATH,
      serveClient: false,
      ...SOCKET_PING,
      // One engine serves every namespace, and Nest builds it with the options of whichever namespace comes first:
      // /video-call's websocket-only would then bind /chat and /notifications too. That namespace enforces it for
      // itself (websocketOnly); the engine keeps both transports.
      transports: ['polling', 'websocket'],
    }) as Server;
    // The root namespace serves nothing, yet Socket.IO lets anyone join it; only the named namespaces are open.
    server.of('/').use(refuseEveryone);
    trackSocketConnections(server, processMetrics().socketConnections);
    return server;
  }

  // Typed from the base class: Nest's adapter brings its own copy of socket.io's types.
  override bindMessageHandlers(
    ...[socket, handlers, transform]: Parameters<IoAdapter['bindMessageHandlers']>
  ): void {
    super.bindMessageHandlers(socket, handlers.map(withRequestIdPerEmit), transform);
  }
}
