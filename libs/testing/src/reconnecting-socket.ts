import { type SocketRefusal, socketRefusalOf } from '@vitalsync/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * The web pages' rule for a refused handshake (apps/web/src/realtime/reconnectAfterRefusal.ts, which the API
 * tests cannot import): a temporary refusal is tried again after 0.5 s, doubling up to 10 s, each wait taken at
 * random in the upper half of its ceiling and no shorter than the server's `retryAfterMs`; a connection resets
 * it; a final refusal (or one without refusal data) ends the socket.
 */
export const REFUSAL_BACKOFF = { firstDelayMs: 500, maxDelayMs: 10_000 } as const;

export const refusalRetryDelay = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(
    REFUSAL_BACKOFF.maxDelayMs,
    REFUSAL_BACKOFF.firstDelayMs * 2 ** Math.min(attempt, 30),
  );
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

export interface ReconnectingSocketOptions {
  /** Both, polling first, as the web's /chat and /notifications use, unless given (/video-call: websocket). */
  transports?: Array<'polling' | 'websocket'>;
}

/** A handshake refusal as this client heard it. */
export interface HeardRefusal {
  message: string;
  refusal: SocketRefusal | undefined;
}

/**
 * A Socket.IO client that reconnects by itself, as the web pages' do: after a lost connection (socket.io-client's
 * own reconnection) and after a temporary refusal of its handshake (the pages' rule above), with the reasons it was
 * disconnected for, the refusals it heard, and ways to wait for its next connection or refusal. `onConnect` runs on
 * every connection, first and later ones (the pages rejoin their rooms there).
 */
export class ReconnectingSocket {
  readonly socket: Socket;
  /** Why each disconnection happened, as socket.io-client names it ("transport close", "io server disconnect"). */
  readonly disconnects: string[] = [];
  /** Every refused handshake, in order. */
  readonly refusals: HeardRefusal[] = [];
  /** What onConnect threw, on any connection. */
  readonly failures: unknown[] = [];
  private connections = 0;
  private attempt = 0;
  private final: HeardRefusal | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private waiters: Array<() => void> = [];

  constructor(
    baseUrl: string,
    namespace: string,
    cookie: string | undefined,
    private readonly onConnect: (socket: Socket) => Promise<void> = async () => undefined,
    { transports = ['polling', 'websocket'] }: ReconnectingSocketOptions = {},
  ) {
    this.socket = io(`${baseUrl}${namespace}`, {
      path: '/api/socket.io',
      forceNew: true,
      transports,
      // Quicker than the pages' 1 s, so a test waits less; the behaviour is the same.
      reconnectionDelay: 50,
      reconnectionDelayMax: 500,
      extraHeaders: cookie ? { cookie } : {},
    });
    this.socket.on('disconnect', (reason: string) => this.disconnects.push(reason));
    this.socket.on('connect_error', (error: Error) => this.onConnectError(error));
    this.socket.on('connect', () => {
      this.attempt = 0;
      void this.onConnect(this.socket)
        .then(
          () => (this.connections += 1),
          (error: unknown) => this.failures.push(error),
        )
        .finally(() => this.wake());
    });
  }

  /** Resolves once connected (and past onConnect) `count` times in all; rejects on a final refusal. */
  async connected(count = 1): Promise<void> {
    while (this.connections < count) {
      if (this.failures.length > 0) throw new Error(`onConnect failed: ${String(this.failures[0])}`);
      if (this.final) throw new Error(`refused for good: ${this.final.message}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Resolves once the handshake was refused `count` times in all; rejects on a final refusal. */
  async refused(count = 1): Promise<void> {
    while (this.refusals.length < count) {
      if (this.final) throw new Error(`refused for good: ${this.final.message}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.socket.close();
    this.wake();
  }

  private onConnectError(error: Error): void {
    // Still active: a connection failure that socket.io-client retries by itself (the gateway is away).
    if (this.closed || this.socket.active) return;
    const heard: HeardRefusal = { message: error.message, refusal: socketRefusalOf(error) };
    this.refusals.push(heard);
    if (heard.refusal?.temporary) {
      const delayMs = Math.max(refusalRetryDelay(this.attempt), heard.refusal.retryAfterMs ?? 0);
      this.attempt += 1;
      this.retry = setTimeout(() => {
        if (!this.closed) this.socket.connect();
      }, delayMs);
    } else {
      this.final = heard;
    }
    this.wake();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
