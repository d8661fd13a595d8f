import { type SocketRefusal } from '@vitalsync/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';

import { type RetryScheduler } from '../../../realtime/reconnectAfterRefusal';
import { type NotificationHandlers, useNotificationsSocket } from '../useNotificationsSocket';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

/** The /notifications socket underneath; the test plays the server's side of its connection. */
const fakeIo = () => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    active: true,
    on: (event: string, handler: (...args: unknown[]) => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    connect: jest.fn(() => {
      socket.active = true;
    }),
    close: jest.fn(() => {
      socket.active = false;
    }),
  };
  jest.mocked(io).mockReturnValue(socket as unknown as ReturnType<typeof io>);
  const emit = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  return {
    socket,
    opened: () => waitFor(() => expect(io).toHaveBeenCalled()),
    connected: () => emit('connect'),
    dropped: (reason: string) => emit('disconnect', reason),
    refuse: (message: string, data?: SocketRefusal) => {
      // socket.io-client destroys a socket whose handshake a namespace refused, then emits connect_error.
      socket.active = false;
      emit('connect_error', Object.assign(new Error(message), data ? { data } : {}));
    },
  };
};

/** Holds each scheduled retry until the test runs it: no test waits for real time. */
const heldRetries = () => {
  const held: Array<{ run: () => void; delayMs: number }> = [];
  const scheduler: RetryScheduler = (run, delayMs) => {
    held.push({ run, delayMs });
    return () => {
      const at = held.findIndex((entry) => entry.run === run);
      if (at >= 0) held.splice(at, 1);
    };
  };
  return { scheduler, held, runNext: () => held.shift()?.run() };
};

const handlers = (): jest.Mocked<Required<NotificationHandlers>> => ({
  onAppointment: jest.fn(),
  onChat: jest.fn(),
  onEmergency: jest.fn(),
  onResync: jest.fn(),
  onSessionOver: jest.fn(),
});

const TEMPORARY: SocketRefusal = { reason: 'unavailable', temporary: true };

afterEach(() => jest.mocked(io).mockReset());

describe('useNotificationsSocket', () => {
  it('re-reads on every connection after the first, not on the first', async () => {
    const server = fakeIo();
    const heard = handlers();
    renderHook(() => useNotificationsSocket(heard));
    await server.opened();

    server.connected();
    expect(heard.onResync).not.toHaveBeenCalled();
    server.dropped('transport close');
    server.connected();
    server.dropped('ping timeout');
    server.connected();

    expect(heard.onResync).toHaveBeenCalledTimes(2);
  });

  it('comes back by itself after temporary refusals, with growing waits, and then re-reads', async () => {
    const server = fakeIo();
    const retries = heldRetries();
    const heard = handlers();
    renderHook(() => useNotificationsSocket(heard, { scheduler: retries.scheduler, random: () => 1 }));
    await server.opened();

    for (let refusal = 0; refusal < 3; refusal += 1) {
      server.refuse('Sign-in is temporarily unavailable.', TEMPORARY);
      retries.runNext();
    }
    expect(server.socket.connect).toHaveBeenCalledTimes(3);
    server.connected();

    // Pushes sent while it was refused reached nobody: the page reads its data again, even on this first connection.
    expect(heard.onResync).toHaveBeenCalledTimes(1);
    expect(heard.onSessionOver).not.toHaveBeenCalled();
  });

  it('stops and ends the session at a final refusal', async () => {
    const server = fakeIo();
    const retries = heldRetries();
    const heard = handlers();
    renderHook(() => useNotificationsSocket(heard, { scheduler: retries.scheduler }));
    await server.opened();

    server.refuse('Please Login First!', { reason: 'unauthenticated', temporary: false });

    expect(retries.held).toEqual([]);
    expect(server.socket.connect).not.toHaveBeenCalled();
    expect(heard.onSessionOver).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the server closes the connection on purpose', async () => {
    const server = fakeIo();
    const heard = handlers();
    renderHook(() => useNotificationsSocket(heard));
    await server.opened();
    server.connected();

    server.dropped('transport close');
    expect(heard.onSessionOver).not.toHaveBeenCalled();
    server.dropped('io server disconnect');
    expect(heard.onSessionOver).toHaveBeenCalledTimes(1);
  });

  it('closes the socket and drops a waiting attempt on unmount', async () => {
    const server = fakeIo();
    const retries = heldRetries();
    const { unmount } = renderHook(() =>
      useNotificationsSocket(handlers(), { scheduler: retries.scheduler }),
    );
    await server.opened();
    server.refuse('Sign-in is temporarily unavailable.', TEMPORARY);
    expect(retries.held).toHaveLength(1);

    unmount();

    expect(server.socket.close).toHaveBeenCalled();
    expect(retries.held).toEqual([]);
  });
});
