import { ApiClient, RUN_MODES, type SystemUnderTest, logIn, signUp, startSystem } from '@vitalsync/testing';
import { type Socket, io } from 'socket.io-client';

const SOCKET_PATH = '/api/socket.io';

type Outcome = { connected: true } | { connected: false; message: string };

/** Connects once, without retrying, and tells whether the namespace let the client in. */
const tryConnect = (url: string, options: { cookie?: string; transports: Array<'polling' | 'websocket'> }) =>
  new Promise<Outcome>((resolve) => {
    const socket: Socket = io(url, {
      path: SOCKET_PATH,
      transports: options.transports,
      upgrade: false,
      reconnection: false,
      forceNew: true,
      extraHeaders: options.cookie ? { cookie: options.cookie } : {},
    });
    socket.once('connect', () => {
      socket.disconnect();
      resolve({ connected: true });
    });
    socket.once('connect_error', (error: Error) => {
      socket.disconnect();
      resolve({ connected: false, message: error.message });
    });
  });

describe.each(RUN_MODES)('probe: Socket.IO namespaces (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let cookie: string;

  beforeAll(async () => {
    system = await startSystem(mode);
    const client = new ApiClient(system.baseUrl);
    expect((await logIn(client, await signUp(client, 'user'))).status).toBe(200);
    cookie = client.cookie ?? '';
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should let a signed-in client join /video-call over websocket', async () => {
    expect(await tryConnect(`${system.baseUrl}/video-call`, { cookie, transports: ['websocket'] })).toEqual({
      connected: true,
    });
  });

  it('should refuse /video-call over polling, even with a session', async () => {
    expect(await tryConnect(`${system.baseUrl}/video-call`, { cookie, transports: ['polling'] })).toEqual({
      connected: false,
      message: expect.any(String),
    });
  });

  it.each([
    ['without a session', undefined, 'websocket'],
    ['with a session', 'session', 'websocket'],
    ['over polling', 'session', 'polling'],
  ] as const)(
    'should refuse every client on the root namespace (%s)',
    async (_case, withSession, transport) => {
      const outcome = await tryConnect(system.baseUrl, {
        cookie: withSession ? cookie : undefined,
        transports: [transport],
      });
      expect(outcome).toEqual({ connected: false, message: expect.any(String) });
    },
  );

  it('should still let a signed-in client join /chat over polling', async () => {
    expect(await tryConnect(`${system.baseUrl}/chat`, { cookie, transports: ['polling'] })).toEqual({
      connected: true,
    });
  });
});
