import { type SocketRefusal } from '@vitalsync/contracts';

import {
  REFUSAL_BACKOFF,
  type RefusableSocket,
  reconnectAfterRefusal,
  refusalRetryDelay,
  type RetryScheduler,
} from '../reconnectAfterRefusal';

/** A scheduler the test runs by hand: what is waiting, after how long, and a way to let it run. */
const manualScheduler = () => {
  const waiting: { run: () => void; delayMs: number; cancelled: boolean }[] = [];
  const schedule: RetryScheduler = (run, delayMs) => {
    const entry = { run, delayMs, cancelled: false };
    waiting.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const pending = () => waiting.filter((entry) => !entry.cancelled);
  const runNext = () => {
    const next = pending()[0];
    if (!next) throw new Error('nothing is scheduled');
    waiting.splice(waiting.indexOf(next), 1);
    next.run();
  };
  return { schedule, waiting, pending, runNext };
};

/** socket.io-client's socket as far as the retry sees it; `refuse` plays the server refusing the handshake. */
const fakeSocket = () => {
  const listeners = new Map<string, ((...args: never[]) => void)[]>();
  const socket = {
    active: true,
    connect: jest.fn(() => {
      socket.active = true;
    }),
    on: (event: string, listener: (...args: never[]) => void) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]),
  };
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  };
  return {
    socket: socket as typeof socket & RefusableSocket,
    /** A namespace refusal: socket.io-client destroys the socket (inactive) before it emits connect_error. */
    refuse: (message: string, data?: SocketRefusal) => {
      socket.active = false;
      emit('connect_error', Object.assign(new Error(message), data ? { data } : {}));
    },
    /** A connection failure socket.io-client retries by itself: the socket stays active. */
    failToReach: () => emit('connect_error', new Error('xhr poll error')),
    connected: () => emit('connect'),
  };
};

const TEMPORARY: SocketRefusal = { reason: 'unavailable', temporary: true };
const FINAL: SocketRefusal = { reason: 'unauthenticated', temporary: false };
const UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again shortly.';
/** Jitter pinned to the top of its range: each wait is the backoff's ceiling. */
const noJitter = () => 1;

describe('refusalRetryDelay', () => {
  it('doubles from half a second up to ten seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => refusalRetryDelay(attempt, noJitter))).toEqual([
      500, 1000, 2000, 4000, 8000, 10000, 10000, 10000,
    ]);
  });

  it('takes each wait at random in the upper half of its ceiling', () => {
    expect(refusalRetryDelay(2, () => 0)).toBe(1000);
    expect(refusalRetryDelay(2, () => 0.5)).toBe(1500);
    expect(refusalRetryDelay(40, () => 0)).toBe(REFUSAL_BACKOFF.maxDelayMs / 2);
  });
});

describe('reconnectAfterRefusal', () => {
  it('connects again after a temporary refusal, waiting longer after each one', () => {
    const scheduler = manualScheduler();
    const server = fakeSocket();
    const retry = reconnectAfterRefusal(server.socket, { scheduler: scheduler.schedule, random: noJitter });

    for (let refusal = 0; refusal < 6; refusal += 1) {
      server.refuse(UNAVAILABLE, TEMPORARY);
      expect(retry.retrying).toBe(true);
      expect(server.socket.connect).toHaveBeenCalledTimes(refusal);
      scheduler.runNext();
      expect(server.socket.connect).toHaveBeenCalledTimes(refusal + 1);
    }

    expect(scheduler.waiting).toEqual([]);
  });

  it('schedules 0.5 s, 1 s, 2 s, 4 s, 8 s and then 10 s', () => {
    const scheduler = manualScheduler();
    const server = fakeSocket();
    const delays: number[] = [];
    reconnectAfterRefusal(server.socket, {
      scheduler: (run, delayMs) => {
        delays.push(delayMs);
        return scheduler.schedule(run, delayMs);
      },
      random: noJitter,
    });

    for (let refusal = 0; refusal < 7; refusal += 1) {
      server.refuse(UNAVAILABLE, TEMPORARY);
      scheduler.runNext();
    }

    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('waits at least as long as the server asked', () => {
    const scheduler = manualScheduler();
    const server = fakeSocket();
    reconnectAfterRefusal(server.socket, { scheduler: scheduler.schedule, random: noJitter });

    server.refuse(UNAVAILABLE, { ...TEMPORARY, retryAfterMs: 3000 });

    expect(scheduler.pending().map(({ delayMs }) => delayMs)).toEqual([3000]);
  });

  it('starts from the shortest wait again once a connection succeeded', () => {
    const scheduler = manualScheduler();
    const server = fakeSocket();
    const retry = reconnectAfterRefusal(server.socket, { scheduler: scheduler.schedule, random: noJitter });
    for (let refusal = 0; refusal < 3; refusal += 1) {
      server.refuse(UNAVAILABLE, TEMPORARY);
      scheduler.runNext();
    }

    server.connected();
    expect(retry.retrying).toBe(false);
    // The connection drops later and the next gateway refuses it, for the same outage.
    server.refuse(UNAVAILABLE, TEMPORARY);

    expect(scheduler.pending().map(({ delayMs }) => delayMs)).toEqual([500]);
  });

  it.each([
    ['a final refusal', FINAL],
    ['a refusal without refusal data', undefined],
  ])('stops at %s and says so', (_case, data) => {
    const scheduler = manualScheduler();
    const server = fakeSocket();
    const onFinal = jest.fn();
    const retry = reconnectAfterRefusal(server.socket, { scheduler: scheduler.schedule, onFinal });
    server.refuse(UNAVAILABLE, TEMPORARY);
    scheduler.runNext();

    server.refuse('Please Login First!', data);

    expect(retry.retrying).toBe(false);
    expect(scheduler.pending()).toEqual([]);
    expect(onFinal).toHaveBeenCalledWith('Please Login First!', data);
    expect(server.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves connection failures to socket.io-client’s own reconnection', () => {
    const scheduler = manualScheduler();
    const server = fakeSocket();
    const onFinal = jest.fn();
    const retry = reconnectAfterRefusal(server.socket, { scheduler: scheduler.schedule, onFinal });

    server.failToReach();

    expect([retry.retrying, scheduler.waiting, onFinal.mock.calls]).toEqual([false, [], []]);
  });

  it('tries no more once stopped, even with an attempt already waiting', () => {
    const scheduler = manualScheduler();
    const server = fakeSocket();
    const retry = reconnectAfterRefusal(server.socket, { scheduler: scheduler.schedule });
    server.refuse(UNAVAILABLE, TEMPORARY);

    retry.stop();
    server.refuse(UNAVAILABLE, TEMPORARY);

    expect(retry.retrying).toBe(false);
    expect(scheduler.pending()).toEqual([]);
    expect(server.socket.connect).not.toHaveBeenCalled();
  });

  it('uses real timers unless told otherwise (fake ones here)', () => {
    jest.useFakeTimers();
    try {
      const server = fakeSocket();
      reconnectAfterRefusal(server.socket, { random: noJitter });
      server.refuse(UNAVAILABLE, TEMPORARY);
      jest.advanceTimersByTime(499);
      expect(server.socket.connect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(server.socket.connect).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
