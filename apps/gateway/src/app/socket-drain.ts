import { type IncomingMessage } from 'node:http';

import { type Server, type ServerOptions } from 'socket.io';

/** What a client refused a new session while this gateway stops is told (the handshake's error message). */
export const DRAINING_MESSAGE = 'This server is shutting down; connect again.';

type AllowRequest = NonNullable<Partial<ServerOptions>['allowRequest']>;

/** An engine connection (one per Socket.IO client), as far as the drain needs it. */
interface EngineConnection {
  close(): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The Socket.IO side of a gateway's shutdown. `drain()` refuses new sessions (the client's handshake fails,
 * and socket.io-client tries again, through the load balancer, to another gateway) and closes every engine
 * connection: the clients see the reason "transport close", on which socket.io-client reconnects by itself and
 * the web pages rejoin their rooms and catch up, whereas a namespace disconnect ("io server disconnect") is what
 * the pages take for a signed-out session and would not reconnect from. Resolves once every connection closed.
 */
export class SocketDrain {
  private readonly connections = new Set<EngineConnection>();
  private draining = false;

  /** The option to create each Socket.IO server with: new sessions are refused while draining. */
  readonly allowRequest: AllowRequest = (_request: IncomingMessage, answer) =>
    this.draining ? answer(DRAINING_MESSAGE, false) : answer(null, true);

  get isDraining(): boolean {
    return this.draining;
  }

  /** Connections open now. */
  get openConnections(): number {
    return this.connections.size;
  }

  /** Watches a created server's engine for connections. */
  attach(server: Server): void {
    server.engine.on('connection', (connection: EngineConnection) => {
      this.connections.add(connection);
      connection.once('close', () => this.connections.delete(connection));
    });
  }

  async drain(): Promise<void> {
    this.draining = true;
    const closing = [...this.connections].map((connection) => {
      const closed = new Promise<void>((resolve) => connection.once('close', resolve));
      connection.close();
      return closed;
    });
    await Promise.all(closing);
  }
}
