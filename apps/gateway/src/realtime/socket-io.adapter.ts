import { type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { processMetrics } from '@vitalsync/backend';
import { type Namespace, type Server, type ServerOptions, type Socket } from 'socket.io';

import { type EngineMiddleware } from './handshake-rate-limit';
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

/** What every handshake meets, whatever the namespace, before a session is read. */
export interface HandshakeRules {
  /** Engine middleware: runs on each engine request (polls and upgrades too), before any namespace. */
  engine: EngineMiddleware;
  /** Namespace middleware: runs first when a socket joins any namespace. */
  namespace: (socket: Socket, next: (error?: Error) => void) => void;
}

export class ApiSocketIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly handshakes: HandshakeRules,
  ) {
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
    server.engine.use(this.handshakes.engine);
    // Namespaces are created after the server (Nest's gateways add their own middleware then): this one runs first.
    server.on('new_namespace', (namespace: Namespace) => namespace.use(this.handshakes.namespace));
    // The root namespace serves nothing, yet Socket.IO lets anyone join it; only the named namespaces are open.
    server.of('/').use(this.handshakes.namespace).use(refuseEveryone);
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
