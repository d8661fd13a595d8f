import { Agent, type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';

import { CHAT_NAMESPACE, type ReceiveMessagePayload } from '@vitalsync/contracts';
import {
  CHATS_PATH,
  type ConsultedPair,
  type DistributedSystem,
  type GatewayReplica,
  PROFILE_PATH,
  type Participant,
  ReconnectingSocket,
  type RoundRobinProxy,
  type SocketInbox,
  type SystemUnderTest,
  allMessages,
  consultedPair,
  deliveriesOf,
  freePort,
  joinChat,
  messagesFrom,
  openChat,
  sendOverSocket,
  startRoundRobinProxy,
  startTwoGateways,
  waitFor,
} from '@vitalsync/testing';

import { type LoadOutcome, SteadyLoad } from './steady-load';

/**
 * The load must meet neither rate limit (every client of this test comes from 127.0.0.1), and the shutdown runs
 * with its production grace (the test harness shortens it for suites that do not study it).
 */
const SETTINGS = {
  RATE_LIMIT_API_PER_MINUTE: '1000000',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
  SHUTDOWN_GRACE_MS: '25000',
};
const LOOPS = 6;
/** Requests the load completes before and after the stop: enough to cross the stop with work in flight. */
const BEFORE_STOP = 60;
const AFTER_STOP = 60;
/** Six processes and a load on a shared two-core machine: generous bounds, never waited out when all is well. */
const SETUP_MS = 240_000;
const TEST_MS = 240_000;

const portOf = (baseUrl: string): number => Number(new URL(baseUrl).port);

/** True when a new connection to the port is refused (nothing listens), false when it is accepted. */
const refusesConnections = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

interface RawReply {
  status: number;
  connection: string | undefined;
  body: string;
  reusedSocket: boolean;
}

/** Sends a request on the agent and, until `finish` is called, only the first part of its body. */
const partlySent = (port: number, agent: Agent, cookie: string, method: string, path: string, body = '') => {
  const sent = request({
    host: '127.0.0.1',
    port,
    method,
    path,
    agent,
    headers: body
      ? { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
      : { cookie },
  });
  const reply = new Promise<RawReply>((resolve, reject) => {
    sent.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: text,
          reusedSocket: sent.reusedSocket,
        }),
      );
    });
    sent.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const firstPartWritten = new Promise<void>((resolve) => sent.write(body.slice(0, half), () => resolve()));
  return { reply, firstPartWritten, finish: () => void sent.end(body.slice(half)) };
};

const sendWhole = (port: number, agent: Agent, cookie: string, path: string): Promise<RawReply> => {
  const whole = partlySent(port, agent, cookie, 'GET', path);
  whole.finish();
  return whole.reply;
};

const failuresOf = (outcomes: LoadOutcome[]): LoadOutcome[] =>
  outcomes.filter((outcome) => outcome.error !== undefined || (outcome.status ?? 0) >= 300);

/** How many times each marker is stored in the pair's chat. */
const storedCounts = async (reader: Participant, pair: ConsultedPair): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  for (const message of await allMessages(reader.client, pair.doctor.id, pair.patient.id)) {
    counts.set(message.content, (counts.get(message.content) ?? 0) + 1);
  }
  return counts;
};

describe('rolling restart (distributed mode: two gateways, two chat-svc replicas, NATS, PostgreSQL)', () => {
  let system: SystemUnderTest;
  let distributed: DistributedSystem;
  let first: GatewayReplica;
  let second: GatewayReplica;
  let pair: ConsultedPair;
  let chatId: string;
  /** The load balancer: each new connection to the next gateway, a refused one to the other. */
  let balancer: RoundRobinProxy;
  const cleanups: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    const started = await startTwoGateways(SETTINGS);
    system = started.system;
    distributed = system.distributed as DistributedSystem;
    [first, second] = distributed.gateways as [GatewayReplica, GatewayReplica];
    // Set up through the second gateway: the test keeps no idle connection of its own to the one it stops.
    pair = await consultedPair(second.baseUrl);
    const history = await openChat(
      pair.patient.client.withBaseUrl(second.baseUrl),
      pair.doctor.id,
      pair.patient.id,
    );
    chatId = history.body.chats._id;
    balancer = await startRoundRobinProxy([portOf(first.baseUrl), portOf(second.baseUrl)]);
    cleanups.push(() => balancer.close());
  }, SETUP_MS);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await system?.stop();
  }, SETUP_MS);

  const viaBalancer = (participant: Participant): Participant => ({
    ...participant,
    client: participant.client.withBaseUrl(balancer.url),
  });

  it(
    'stops one of two chat-svc replicas under load with exit code 0, and no request is lost or stored twice',
    async () => {
      const opsPort = await freePort();
      distributed.addService('chat', { OPS_PORT: String(opsPort) });
      await waitFor(
        async () => {
          const readiness = await fetch(`http://127.0.0.1:${opsPort}/readyz`).catch(() => undefined);
          return readiness?.status === 200 ? true : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 200, description: 'the second chat-svc replica to be ready' },
      );

      const load = new SteadyLoad([pair.patient, pair.doctor], chatId, balancer.url, 'service stop');
      load.start(LOOPS);
      await load.completed(BEFORE_STOP);

      const exitCode = await distributed.services.chat.stop('SIGTERM');
      const atExit = load.outcomes.length;
      await load.completed(atExit + AFTER_STOP);
      await load.stop();

      expect(exitCode).toBe(0);
      expect(failuresOf(load.outcomes)).toEqual([]);
      // Posts answered after the exit were stored by the replica left: the service kept working throughout.
      expect(
        load.outcomes.slice(atExit).filter((outcome) => outcome.operation === 'message post').length,
      ).toBeGreaterThan(0);
      const stored = await storedCounts(viaBalancer(pair.doctor), pair);
      const accepted = load.acceptedMarkers();
      expect(accepted.filter((marker) => stored.get(marker) !== 1)).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'stops one of two gateways under load with exit code 0: requests finish, sockets move, nothing is lost',
    async () => {
      const port = portOf(first.baseUrl);
      const cookie = pair.patient.client.cookie as string;

      // Sockets reach the gateways as the pages do, through a balancer; this one tries the first gateway first, so
      // they all start on the gateway that stops. Each (re)connection joins the chat again, as the page does.
      const socketBalancer = await startRoundRobinProxy([port, portOf(second.baseUrl)], 'in-order');
      cleanups.push(() => socketBalancer.close());
      const tab = (who: Participant, other: Participant): ReconnectingSocket => {
        const tabSocket = new ReconnectingSocket(
          socketBalancer.url,
          CHAT_NAMESPACE,
          who.client.cookie,
          async (s) => {
            await joinChat(s, who.id, other.id);
          },
        );
        cleanups.push(() => tabSocket.close());
        return tabSocket;
      };
      const doctorTab = tab(pair.doctor, pair.patient);
      const patientTab = tab(pair.patient, pair.doctor);
      const doctorInbox: SocketInbox<ReceiveMessagePayload> = messagesFrom(doctorTab.socket);
      await Promise.all([doctorTab.connected(1), patientTab.connected(1)]);
      expect(socketBalancer.connections.every((c) => c.upstream === port)).toBe(true);

      const load = new SteadyLoad([pair.patient, pair.doctor], chatId, balancer.url, 'gateway stop');
      load.start(LOOPS);
      await load.completed(BEFORE_STOP);
      await Promise.all([balancer.connectionsTo(port, 1), balancer.connectionsTo(portOf(second.baseUrl), 1)]);

      // Two connections of our own to the gateway that stops, each proven accepted by a first request on it:
      // one will carry a request begun before the stop, the other sits idle until after it.
      const busy = new Agent({ keepAlive: true, maxSockets: 1 });
      const idle = new Agent({ keepAlive: true, maxSockets: 1 });
      cleanups.push(
        () => busy.destroy(),
        () => idle.destroy(),
      );
      expect((await sendWhole(port, busy, cookie, PROFILE_PATH)).status).toBe(200);
      expect((await sendWhole(port, idle, cookie, PROFILE_PATH)).status).toBe(200);
      const inFlightMarker = 'gateway stop: begun before SIGTERM';
      const inFlight = partlySent(
        port,
        busy,
        cookie,
        'POST',
        `${CHATS_PATH}/`,
        JSON.stringify({ chatId, message: inFlightMarker }),
      );
      await inFlight.firstPartWritten;

      const exited = first.process.stop('SIGTERM');
      await waitFor(async () => ((await refusesConnections(port)) ? true : undefined), {
        timeoutMs: 30_000,
        intervalMs: 20,
        description: 'the stopped gateway to refuse new connections',
      });

      // Accepted before the stop, finished during the drain: served, and the connection closed after it.
      inFlight.finish();
      const finished = await inFlight.reply;
      expect(finished).toMatchObject({ status: 201, connection: 'close', reusedSocket: true });
      // A request arriving on an idle keep-alive connection during the drain: served, then closed.
      expect(await sendWhole(port, idle, cookie, PROFILE_PATH)).toMatchObject({
        status: 200,
        connection: 'close',
        reusedSocket: true,
      });

      // Every socket was closed by its transport, which socket.io-client reconnects from by itself, and got in
      // again, necessarily through the other gateway: the stopped one refuses connections.
      await Promise.all([doctorTab.connected(2), patientTab.connected(2)]);
      expect(doctorTab.disconnects).toEqual(['transport close']);
      expect(patientTab.disconnects).toEqual(['transport close']);
      const movedTo = socketBalancer.connections.filter((c) => c.upstream !== port);
      expect(movedTo.length).toBeGreaterThan(0);
      expect(movedTo.every((c) => c.refusedBefore === 1)).toBe(true);
      const socketMarker = 'gateway stop: sent after the move';
      const ack = await sendOverSocket(patientTab.socket, chatId, socketMarker);
      if (ack.status !== 'success') throw new Error(`send-message refused: ${ack.message}`);
      expect(await deliveriesOf(doctorInbox, ack.data._id)).toEqual([{ message: ack.data, roomId: chatId }]);

      expect(await exited).toBe(0);
      const atExit = load.outcomes.length;
      await load.completed(atExit + AFTER_STOP);
      await load.stop();

      // Every request got a response, and every response was a success: nothing needed a retry.
      expect(failuresOf(load.outcomes)).toEqual([]);
      expect(balancer.unroutable).toBe(0);
      // The balancer did send new connections to the stopping gateway, which refused them and lost nothing.
      expect(balancer.connections.some((c) => c.refusedBefore === 1)).toBe(true);
      const stored = await storedCounts(viaBalancer(pair.doctor), pair);
      const accepted = [...load.acceptedMarkers(), inFlightMarker, socketMarker];
      expect(accepted.filter((marker) => stored.get(marker) !== 1)).toEqual([]);
    },
    TEST_MS,
  );
});
