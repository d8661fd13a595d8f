import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Runs `task` once after `ms` unless the returned function is called first. A test fires it by hand. */
export type After = (ms: number, task: () => void) => () => void;

const timerAfter: After = (ms, task) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

export interface HttpDrainOptions {
  /**
   * How long, once draining, a connection may sit idle before it is closed. Closing an idle keep-alive
   * connection at once races a request the client may be sending on it that very moment (that request would be
   * lost); a load balancer that saw /readyz fail stops reusing its connections well within this time.
   */
  idleCloseMs: number;
  after?: After;
}

interface Connection {
  /** Requests on it whose response has not finished. */
  active: number;
  cancelIdleClose?: () => void;
}

/**
 * The HTTP side of a gateway's shutdown. From `drain()` on: the listening socket is closed (new connections are
 * refused, so a client or proxy can safely try another gateway), requests on connections already open are still
 * served, every response tells the client `Connection: close`, and an idle connection is closed after
 * idleCloseMs. `drained()` resolves once the last connection has closed.
 *
 * Why serve rather than answer 503: a request that reached us on an open connection is accepted work; the bus
 * and the services are still up while the gateway drains, so serving it costs a few milliseconds, while a 503
 * would hand every client the job of retrying (and of knowing which requests it may retry).
 */
export class HttpDrain {
  private readonly connections = new Map<Socket, Connection>();
  /** Responses not yet finished: those still without headers can say Connection: close when the drain starts. */
  private readonly responses = new Set<ServerResponse>();
  private readonly after: After;
  private draining = false;
  private emptied: (() => void) | undefined;
  private readonly empty: Promise<void>;

  constructor(
    private readonly server: Server,
    private readonly options: HttpDrainOptions,
  ) {
    this.after = options.after ?? timerAfter;
    this.empty = new Promise((resolve) => (this.emptied = resolve));
    server.on('connection', (socket: Socket) => this.track(socket));
    // First among the request listeners, so the header is set before any handler can send the response, and
    // only once listening: Socket.IO's engine, attached during the app's init, takes the listeners there are
    // then and calls them for every request but its own, which must be counted too (long polls).
    const watchRequests = (): void => {
      server.prependListener('request', (request: IncomingMessage, response: ServerResponse) =>
        this.onRequest(request, response),
      );
    };
    if (server.listening) watchRequests();
    else server.once('listening', watchRequests);
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /**
   * Connections open now. Upgraded ones (websockets) count too and, carrying no HTTP request, are closed as idle
   * ones are, should the socket drain not have closed them first.
   */
  get openConnections(): number {
    return this.connections.size;
  }

  /** Stops accepting connections and starts closing the open ones as described above. Idempotent. */
  drain(): void {
    if (this.draining) return;
    this.draining = true;
    // net's close, not http's: since Node 19 http's also closes idle keep-alive connections at once, which is
    // the race idleCloseMs exists to avoid.
    if (this.server.listening) NetServer.prototype.close.call(this.server);
    for (const response of this.responses) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    for (const [socket, connection] of this.connections) {
      if (connection.active === 0) this.closeWhenIdle(socket, connection);
    }
    this.settleIfEmpty();
  }

  /** Resolves once draining and every connection has closed. */
  drained(): Promise<void> {
    return this.empty;
  }

  private track(socket: Socket): void {
    const connection: Connection = { active: 0 };
    this.connections.set(socket, connection);
    socket.once('close', () => {
      connection.cancelIdleClose?.();
      this.connections.delete(socket);
      this.settleIfEmpty();
    });
    // Should one still be accepted once the drain began, it is closed as the idle ones are.
    if (this.draining) this.closeWhenIdle(socket, connection);
  }

  private onRequest(request: IncomingMessage, response: ServerResponse): void {
    const socket = request.socket;
    const connection = this.connections.get(socket);
    if (!connection) return;
    connection.active += 1;
    connection.cancelIdleClose?.();
    connection.cancelIdleClose = undefined;
    if (this.draining) response.setHeader('connection', 'close');
    this.responses.add(response);
    response.once('close', () => {
      this.responses.delete(response);
      connection.active -= 1;
      // A response that began before the drain may have promised keep-alive, so the client may reuse it.
      if (this.draining && connection.active === 0 && !socket.destroyed) {
        this.closeWhenIdle(socket, connection);
      }
    });
  }

  private closeWhenIdle(socket: Socket, connection: Connection): void {
    connection.cancelIdleClose?.();
    connection.cancelIdleClose = this.after(this.options.idleCloseMs, () => {
      connection.cancelIdleClose = undefined;
      if (connection.active === 0) socket.destroy();
    });
  }

  private settleIfEmpty(): void {
    if (this.draining && this.connections.size === 0) this.emptied?.();
  }
}
