import { CHAT_SOCKET_EVENTS, type SocketRefusal } from '@vitalsync/contracts';
import { io } from 'socket.io-client';

import { UNREADABLE_ANSWER_MESSAGE } from '../chatPayloads';
import { CHAT_ACK_TIMEOUT_MS, NO_ANSWER_MESSAGE, openChatSocket } from '../chatSocket';
import { type ChatSocketListeners } from '../chatSocket';

import { aMessage } from './chatFixtures';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

type Ack = (error: Error | null, reply?: unknown) => void;

/** The socket.io-client socket underneath: records what was emitted and lets the test play the server. */
const fakeIo = () => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const emitted: { event: string; payload: unknown; ack: Ack; timeout: number }[] = [];
  const socket = {
    active: true,
    connected: false,
    on: (event: string, handler: (...args: unknown[]) => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    timeout: (timeout: number) => ({
      emit: (event: string, payload: unknown, ack: Ack) => emitted.push({ event, payload, ack, timeout }),
    }),
    connect: jest.fn(),
    close: jest.fn(),
  };
  jest.mocked(io).mockReturnValue(socket as unknown as ReturnType<typeof io>);
  const serverSays = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  return { socket, emitted, serverSays };
};

const listeners = (): jest.Mocked<ChatSocketListeners> => ({
  connect: jest.fn(),
  disconnect: jest.fn(),
  connectError: jest.fn(),
  joined: jest.fn(),
  received: jest.fn(),
  refused: jest.fn(),
});

describe('openChatSocket', () => {
  it('opens its own /chat connection under the API base, with cookies and the spec’s reconnection timing', async () => {
    fakeIo();
    await openChatSocket();
    expect(io).toHaveBeenCalledWith('http://localhost/chat', {
      path: '/api/socket.io',
      withCredentials: true,
      forceNew: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });

  it('passes on well-formed events only', async () => {
    const { serverSays } = fakeIo();
    const heard = listeners();
    (await openChatSocket()).listen(heard);

    serverSays(CHAT_SOCKET_EVENTS.receiveMessage, { roomId: 'chat-1', message: aMessage(1) });
    serverSays(CHAT_SOCKET_EVENTS.receiveMessage, { roomId: 'chat-1', message: { content: 'no id' } });
    serverSays(CHAT_SOCKET_EVENTS.userJoined, { roomId: 'chat-1' });
    serverSays(CHAT_SOCKET_EVENTS.userJoined, {});
    serverSays(CHAT_SOCKET_EVENTS.chatError, { event: 'send-message', message: 'No.' });
    serverSays('connect_error', new Error('Please Login First!'));
    serverSays('disconnect', 'io server disconnect');

    expect(heard.received.mock.calls).toEqual([[{ roomId: 'chat-1', message: aMessage(1) }]]);
    expect(heard.joined.mock.calls).toEqual([[{ roomId: 'chat-1' }]]);
    expect(heard.refused).toHaveBeenCalledWith({ event: 'send-message', message: 'No.' });
    expect(heard.connectError).toHaveBeenCalledWith('Please Login First!');
    expect(heard.disconnect).toHaveBeenCalledWith('io server disconnect');
  });

  it('emits with an acknowledgement and reads the answer as ChatAck', async () => {
    const { emitted } = fakeIo();
    const chat = await openChatSocket();
    const replies: unknown[] = [];
    chat.send({ roomId: 'chat-1', message: { content: 'Hi', clientId: 'c1' } }, (reply) =>
      replies.push(reply),
    );
    chat.send({ roomId: 'chat-1', message: { content: 'Hi', clientId: 'c2' } }, (reply) =>
      replies.push(reply),
    );
    chat.send({ roomId: 'chat-1', message: { content: 'Hi', clientId: 'c3' } }, (reply) =>
      replies.push(reply),
    );
    chat.join({ userId: 'd1', remoteId: 'u1' }, (reply) => replies.push(reply));

    expect(emitted.map(({ event, timeout }) => [event, timeout])).toEqual([
      ['send-message', CHAT_ACK_TIMEOUT_MS],
      ['send-message', CHAT_ACK_TIMEOUT_MS],
      ['send-message', CHAT_ACK_TIMEOUT_MS],
      ['join-user', CHAT_ACK_TIMEOUT_MS],
    ]);
    emitted[0]?.ack(null, { status: 'success', data: aMessage(1) });
    emitted[1]?.ack(new Error('operation has timed out'));
    emitted[2]?.ack(null, { status: 'success', data: { content: 'not a message' } });
    emitted[3]?.ack(null, { status: 'error', message: 'You can only join a chat as yourself.' });

    expect(replies).toEqual([
      { status: 'success', data: aMessage(1) },
      { status: 'error', message: NO_ANSWER_MESSAGE },
      { status: 'error', message: UNREADABLE_ANSWER_MESSAGE },
      { status: 'error', message: 'You can only join a chat as yourself.' },
    ]);
  });

  it('tells whether it is connected or still trying, and closes', async () => {
    const { socket } = fakeIo();
    const chat = await openChatSocket();
    expect(chat.active).toBe(true);
    socket.active = false;
    socket.connected = true;
    expect([chat.active, chat.connected]).toEqual([false, true]);
    chat.connect();
    chat.close();
    expect(socket.connect).toHaveBeenCalled();
    expect(socket.close).toHaveBeenCalled();
  });
});

describe('openChatSocket after a refused handshake', () => {
  /** socket.io-client destroys a socket whose handshake a namespace refused, then emits connect_error. */
  const refuse = (fake: ReturnType<typeof fakeIo>, message: string, data: SocketRefusal) => {
    fake.socket.active = false;
    fake.serverSays('connect_error', Object.assign(new Error(message), { data }));
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays active and connects again by itself while the refusal is temporary', async () => {
    const fake = fakeIo();
    const chat = await openChatSocket();
    const heard = listeners();
    chat.listen(heard);

    refuse(fake, 'Sign-in is temporarily unavailable.', { reason: 'unavailable', temporary: true });
    // The session hears the refusal while the socket already counts as coming back: no "refused" screen.
    expect(heard.connectError).toHaveBeenCalledWith('Sign-in is temporarily unavailable.');
    expect(chat.active).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('gives up at a final refusal', async () => {
    const fake = fakeIo();
    const chat = await openChatSocket();

    refuse(fake, 'Please Login First!', { reason: 'unauthenticated', temporary: false });

    expect(chat.active).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect(fake.socket.connect).not.toHaveBeenCalled();
  });

  it('drops a waiting attempt when closed', async () => {
    const fake = fakeIo();
    const chat = await openChatSocket();
    refuse(fake, 'Sign-in is temporarily unavailable.', { reason: 'unavailable', temporary: true });

    chat.close();
    jest.advanceTimersByTime(60_000);

    expect(fake.socket.connect).not.toHaveBeenCalled();
    expect(chat.active).toBe(false);
  });
});
