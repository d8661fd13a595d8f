import {
  CHAT_NAMESPACE,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_SOCKET_EMITS_PER_WINDOW,
  NOTIFICATIONS_NAMESPACE,
  type SocketRefusal,
  VIDEO_CALL_NAMESPACE,
  socketRefusalOf,
} from '@vitalsync/contracts';
import {
  ApiClient,
  type ConsultedPair,
  RUN_MODES,
  type SystemUnderTest,
  connectChat,
  consultedPair,
  joinChat,
  logIn,
  sendOverSocket,
  signUp,
  startSystem,
} from '@vitalsync/testing';
import { type Socket, io } from 'socket.io-client';

const SOCKET_PATH = '/api/socket.io';
const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

type Transport = 'polling' | 'websocket';

type Outcome =
  { connected: true } | { connected: false; message: string; refusal: SocketRefusal | undefined };

/** Connects once, without retrying or upgrading, as a page of `origin` would (no Origin: a non-browser client). */
const tryConnect = (
  url: string,
  { cookie, origin, transport }: { cookie?: string; origin?: string; transport: Transport },
) =>
  new Promise<Outcome>((resolve) => {
    const socket: Socket = io(url, {
      path: SOCKET_PATH,
      transports: [transport],
      upgrade: false,
      reconnection: false,
      forceNew: true,
      extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    });
    socket.once('connect', () => {
      socket.disconnect();
      resolve({ connected: true });
    });
    socket.once('connect_error', (error: Error) => {
      socket.disconnect();
      resolve({ connected: false, message: error.message, refusal: socketRefusalOf(error) });
    });
  });

const NAMESPACES = [CHAT_NAMESPACE, VIDEO_CALL_NAMESPACE, NOTIFICATIONS_NAMESPACE];
const TRANSPORTS: Transport[] = ['polling', 'websocket'];
/** /video-call takes WebSocket connections only; the others take both. */
const ADMITTED = [
  [CHAT_NAMESPACE, 'polling'],
  [CHAT_NAMESPACE, 'websocket'],
  [VIDEO_CALL_NAMESPACE, 'websocket'],
  [NOTIFICATIONS_NAMESPACE, 'polling'],
  [NOTIFICATIONS_NAMESPACE, 'websocket'],
] as const;

const pollingHandshake = (baseUrl: string): Promise<Response> =>
  fetch(`${baseUrl}${SOCKET_PATH}/?EIO=4&transport=polling`);

describe.each(RUN_MODES)('socket handshakes (%s mode)', (mode) => {
  describe('origin and emit budgets', () => {
    let system: SystemUnderTest;
    let cookie: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      system = await startSystem(mode);
      const client = new ApiClient(system.baseUrl);
      expect((await logIn(client, await signUp(client, 'user'))).status).toBe(200);
      cookie = client.cookie ?? '';
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await system?.stop();
    });

    /** The site on another port of the same host, and another site. */
    const foreignOrigins = (): string[] => {
      const site = new URL(system.baseUrl);
      return [`${site.protocol}//localhost:${Number(site.port) + 1}`, 'http://evil.example'];
    };

    it.each(
      NAMESPACES.flatMap((namespace) => TRANSPORTS.map((transport) => [namespace, transport] as const)),
    )(
      'should refuse a signed-in socket of another site on %s over %s, for good',
      async (namespace, transport) => {
        for (const origin of foreignOrigins()) {
          expect(await tryConnect(`${system.baseUrl}${namespace}`, { cookie, origin, transport })).toEqual({
            connected: false,
            message: CROSS_SITE_MESSAGE,
            refusal: { reason: 'origin', temporary: false },
          });
        }
      },
    );

    it.each(ADMITTED)(
      "should admit the same socket from the site's own origin on %s over %s",
      async (namespace, transport) => {
        const origin = new URL(system.baseUrl).origin;
        expect(await tryConnect(`${system.baseUrl}${namespace}`, { cookie, origin, transport })).toEqual({
          connected: true,
        });
      },
    );

    it('should answer the polling handshake with the rate-limit headers of the address', async () => {
      const response = await pollingHandshake(system.baseUrl);
      expect(response.status).toBe(200);
      expect(Number(response.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
      expect(response.headers.get('x-ratelimit-remaining')).toEqual(expect.stringMatching(/^\d+$/));
    });

    it("should spend one /chat emit budget across an account's connections, so reconnecting gets no fresh one", async () => {
      const pair: ConsultedPair = await consultedPair(system.baseUrl);
      const { patient, doctor } = pair;
      const first = await connectChat(system.baseUrl, patient.client.cookie);
      sockets.push(first);
      const chatId = await joinChat(first, patient.id, doctor.id);
      const firstShare = 19;
      // The join took one point, these the next ones: 20 spent on the first connection.
      const firstAcks = await Promise.all(
        Array.from({ length: firstShare }, (_, n) => sendOverSocket(first, chatId, `first ${n}`)),
      );
      expect(firstAcks.filter((ack) => ack.status === 'success')).toHaveLength(firstShare);
      first.close();

      const again = await connectChat(system.baseUrl, patient.client.cookie);
      sockets.push(again);
      expect(await joinChat(again, patient.id, doctor.id)).toBe(chatId);
      const left = CHAT_SOCKET_EMITS_PER_WINDOW - firstShare - 2;
      const extra = 5;
      const acks = await Promise.all(
        Array.from({ length: left + extra }, (_, n) => sendOverSocket(again, chatId, `again ${n}`)),
      );
      expect(acks.filter((ack) => ack.status === 'success')).toHaveLength(left);
      expect(acks.filter((ack) => ack.status === 'error')).toEqual(
        Array.from({ length: extra }, () => ({ status: 'error', message: CHAT_RATE_LIMITED_MESSAGE })),
      );

      // Another account keeps its own budget.
      const doctorSocket = await connectChat(system.baseUrl, doctor.client.cookie);
      sockets.push(doctorSocket);
      expect(await joinChat(doctorSocket, doctor.id, patient.id)).toBe(chatId);
      expect((await sendOverSocket(doctorSocket, chatId, 'Still mine')).status).toBe('success');
    });
  });

  describe('per-address handshake limit', () => {
    const LIMIT = 3;
    let system: SystemUnderTest;

    beforeAll(async () => {
      system = await startSystem(mode, { RATE_LIMIT_API_PER_MINUTE: String(LIMIT) });
    });

    afterAll(async () => {
      await system?.stop();
    });

    it('should count handshakes under the API budget of the address and answer 429 past it, on both transports', async () => {
      const remaining: Array<string | null> = [];
      for (let n = 0; n < LIMIT; n += 1) {
        const response = await pollingHandshake(system.baseUrl);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
        remaining.push(response.headers.get('x-ratelimit-remaining'));
      }
      expect(remaining).toEqual(['2', '1', '0']);

      const limited = await pollingHandshake(system.baseUrl);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The window ticks while the test runs: the wait is "1 minute" or a count of seconds.
      expect(await limited.json()).toEqual({
        status: 'error',
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests\. Try again in (1 minute|\d+ seconds?)\.$/),
      });

      const overWebsocket = await tryConnect(`${system.baseUrl}${CHAT_NAMESPACE}`, {
        transport: 'websocket',
      });
      expect(overWebsocket).toEqual(expect.objectContaining({ connected: false, refusal: undefined }));
      // One budget: the API refuses the address too.
      expect((await new ApiClient(system.baseUrl).get('/api/dashboard/profile')).status).toBe(429);
    });
  });
});
