import { io, type Socket } from 'socket.io-client';

/**
 * A Socket.IO client that reconnects by itself, as the web pages' do, with the reasons it was disconnected for
 * and a way to wait for its next connection. `onConnect` runs on every connection, first and later ones (the
 * pages rejoin their rooms there).
 */
export class ReconnectingSocket {
  readonly socket: Socket;
  /** Why each disconnection happened, as socket.io-client names it ("transport close", "io server disconnect"). */
  readonly disconnects: string[] = [];
  /** What onConnect threw, on any connection. */
  readonly failures: unknown[] = [];
  private connections = 0;
  private waiters: Array<() => void> = [];

  constructor(
    baseUrl: string,
    namespace: string,
    cookie: string | undefined,
    private readonly onConnect: (socket: Socket) => Promise<void> = async () => undefined,
  ) {
    this.socket = io(`${baseUrl}${namespace}`, {
      path: '/api/socket.io',
      forceNew: true,
      // Quicker than the pages' 1 s, so a test waits less; the behaviour is the same.
      reconnectionDelay: 50,
      reconnectionDelayMax: 500,
      extraHeaders: cookie ? { cookie } : {},
    });
    this.socket.on('disconnect', (reason: string) => this.disconnects.push(reason));
    this.socket.on('connect', () => {
      void this.onConnect(this.socket)
        .then(
          () => (this.connections += 1),
          (error: unknown) => this.failures.push(error),
        )
        .finally(() => {
          for (const wake of this.waiters.splice(0)) wake();
        });
    });
  }

  /** Resolves once connected (and past onConnect) `count` times in all. */
  async connected(count = 1): Promise<void> {
    while (this.connections < count) {
      if (this.failures.length > 0) throw new Error(`onConnect failed: ${String(this.failures[0])}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): void {
    this.socket.close();
  }
}
