import { type SocketRefusal, socketRefusalOf } from '@vitalsync/contracts';

/** Waits between attempts after temporary refusals: 0.5 s, doubling, at most 10 s. */
export interface Backoff {
  firstDelayMs: number;
  maxDelayMs: number;
}

export const REFUSAL_BACKOFF: Backoff = { firstDelayMs: 500, maxDelayMs: 10_000 };

/**
 * The wait before the next attempt after `attempt` temporary refusals in a row (0 for the first): the backoff's
 * ceiling for that attempt, taken at random in its upper half, so pages refused together (a gateway restarted
 * during an outage) do not all come back in the same instant.
 */
export const refusalRetryDelay = (
  attempt: number,
  random: () => number = Math.random,
  backoff: Backoff = REFUSAL_BACKOFF,
): number => {
  const ceiling = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

/** Runs a callback later; returns what cancels it. Tests pass their own, so no test sleeps. */
export type RetryScheduler = (run: () => void, delayMs: number) => () => void;

export const timerScheduler: RetryScheduler = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/** A socket.io-client socket, as far as retrying needs it. */
export interface RefusableSocket {
  /** False once socket.io-client gave up on its own: after a namespace refusal, or closed. */
  readonly active: boolean;
  connect(): unknown;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
}

export interface RefusalRetryOptions {
  scheduler?: RetryScheduler;
  random?: () => number;
  backoff?: Backoff;
  /** A final refusal (or one without refusal data): the socket stays down; the page says so or signs out. */
  onFinal?: (message: string, refusal: SocketRefusal | undefined) => void;
  /** A temporary refusal: the next attempt comes after `delayMs`. */
  onRetry?: (delayMs: number, refusal: SocketRefusal) => void;
}

export interface RefusalRetry {
  /** A temporary refusal came and the socket is on its way back: true until it connects or is refused for good. */
  readonly retrying: boolean;
  /** No more attempts (the page closes the socket). */
  stop(): void;
}

/**
 * socket.io-client reconnects by itself after a lost connection, but takes a refusal from a namespace's
 * middleware as final. The gateway marks a refusal that is only an outage (sign-in could not be checked: auth-svc
 * or the bus down) as temporary (`err.data`, libs/contracts SocketRefusal); this connects such a socket again,
 * with exponential backoff and jitter, until it is admitted, and leaves it down on a final refusal (no session).
 * A connection resets the backoff. Listens on the socket; register it before the page's own listeners, so they
 * already see `retrying` on the refusal that started it.
 */
export const reconnectAfterRefusal = (
  socket: RefusableSocket,
  {
    scheduler = timerScheduler,
    random = Math.random,
    backoff = REFUSAL_BACKOFF,
    onFinal,
    onRetry,
  }: RefusalRetryOptions = {},
): RefusalRetry => {
  let attempt = 0;
  let retrying = false;
  let stopped = false;
  let cancel: (() => void) | undefined;

  socket.on('connect', () => {
    attempt = 0;
    retrying = false;
  });
  socket.on('connect_error', (error: Error) => {
    // Still active: a connection failure socket.io-client retries by itself (server away, network lost).
    if (stopped || socket.active) return;
    const refusal = socketRefusalOf(error);
    if (!refusal?.temporary) {
      retrying = false;
      onFinal?.(error.message, refusal);
      return;
    }
    const delayMs = Math.max(refusalRetryDelay(attempt, random, backoff), refusal.retryAfterMs ?? 0);
    attempt += 1;
    retrying = true;
    cancel?.();
    cancel = scheduler(() => {
      cancel = undefined;
      if (!stopped) socket.connect();
    }, delayMs);
    onRetry?.(delayMs, refusal);
  });

  return {
    get retrying() {
      return retrying && !stopped;
    },
    stop: () => {
      stopped = true;
      cancel?.();
      cancel = undefined;
    },
  };
};
