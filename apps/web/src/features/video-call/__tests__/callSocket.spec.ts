import { type SocketRefusal } from '@vitalsync/contracts';
import { io } from 'socket.io-client';

import { type CallSocketListeners, openCallSocket } from '../callSocket';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

/** The socket.io-client socket underneath; `refuse` plays a namespace refusing the handshake. */
const fakeIo = () => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    active: true,
    on: (event: string, handler: (...args: unknown[]) => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    connect: jest.fn(() => {
      socket.active = true;
    }),
    close: jest.fn(),
  };
  jest.mocked(io).mockReturnValue(socket as unknown as ReturnType<typeof io>);
  const refuse = (message: string, data: SocketRefusal) => {
    // socket.io-client destroys a refused socket (no longer active), then emits connect_error.
    socket.active = false;
    for (const handler of handlers.get('connect_error') ?? [])
      handler(Object.assign(new Error(message), { data }));
  };
  const connected = () => {
    for (const handler of handlers.get('connect') ?? []) handler();
  };
  return { socket, refuse, connected };
};

const listeners = (): jest.Mocked<CallSocketListeners> => ({
  connect: jest.fn(),
  disconnect: jest.fn(),
  connectError: jest.fn(),
  offer: jest.fn(),
  answer: jest.fn(),
  icecandidate: jest.fn(),
  callEnded: jest.fn(),
  remoteBusy: jest.fn(),
  peerUnavailable: jest.fn(),
  presence: jest.fn(),
  refused: jest.fn(),
});

describe('openCallSocket after a refused handshake', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens its own websocket-only /video-call connection', async () => {
    fakeIo();
    await openCallSocket();
    expect(io).toHaveBeenCalledWith('http://localhost/video-call', {
      path: '/api/socket.io',
      withCredentials: true,
      forceNew: true,
      transports: ['websocket'],
    });
  });

  it('keeps connecting again, waiting longer each time, while refusals are temporary, and rejoins', async () => {
    const fake = fakeIo();
    const call = await openCallSocket();
    const heard = listeners();
    call.listen(heard);

    for (let refusal = 1; refusal <= 3; refusal += 1) {
      fake.refuse('Sign-in is temporarily unavailable.', { reason: 'unavailable', temporary: true });
      expect(call.active).toBe(true);
      jest.advanceTimersByTime(2 ** (refusal - 1) * 500);
      expect(fake.socket.connect).toHaveBeenCalledTimes(refusal);
    }
    fake.connected();

    expect(heard.connectError).toHaveBeenCalledTimes(3);
    expect(heard.connect).toHaveBeenCalledTimes(1);
  });

  it('gives up at a final refusal', async () => {
    const fake = fakeIo();
    const call = await openCallSocket();

    fake.refuse('Please Login First!', { reason: 'unauthenticated', temporary: false });
    jest.advanceTimersByTime(60_000);

    expect(call.active).toBe(false);
    expect(fake.socket.connect).not.toHaveBeenCalled();
  });
});
