import {
  CHAT_NAMESPACE,
  type ChatNotification,
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_NAMESPACE,
  type ReceiveMessagePayload,
  VIDEO_CALL_NAMESPACE,
} from '@vitalsync/contracts';
import {
  type CallingPair,
  type DistributedSystem,
  type Participant,
  ReconnectingSocket,
  SocketInbox,
  type SystemUnderTest,
  callingPair,
  deliveriesOf,
  joinCall,
  joinChat,
  messagesFrom,
  sendOverSocket,
  startSystem,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

/** Six processes started, stopped and started again on a shared two-core machine: generous, never waited out. */
const SETUP_MS = 240_000;
const TEST_MS = 240_000;
/** Refusals each socket hears from the cold gateway before auth-svc comes back: it kept trying by itself. */
const REFUSALS_BEFORE_RECOVERY = 2;

const portOf = (baseUrl: string): number => Number(new URL(baseUrl).port);

/** The sockets of one person's open page, each (re)joining as the page does on every connection. */
interface PageSockets {
  chat: ReconnectingSocket;
  notifications: ReconnectingSocket;
  call: ReconnectingSocket;
  /** The chat room, known once the chat socket joined. */
  room(): string;
}

describe('cold gateway (distributed mode): sockets refused while auth-svc is down come back by themselves', () => {
  let system: SystemUnderTest;
  let distributed: DistributedSystem;
  let pair: CallingPair;
  const sockets: ReconnectingSocket[] = [];

  const openPage = (baseUrl: string, who: Participant, other: Participant): PageSockets => {
    let roomId: string | undefined;
    const open = (
      namespace: string,
      onConnect: (socket: Socket) => Promise<void>,
      transports?: Array<'polling' | 'websocket'>,
    ) => {
      const socket = new ReconnectingSocket(baseUrl, namespace, who.client.cookie, onConnect, { transports });
      sockets.push(socket);
      return socket;
    };
    return {
      chat: open(CHAT_NAMESPACE, async (s) => {
        roomId = await joinChat(s, who.id, other.id);
      }),
      notifications: open(NOTIFICATIONS_NAMESPACE, async () => undefined),
      call: open(VIDEO_CALL_NAMESPACE, async (s) => void (await joinCall(s, who.id, pair.appointmentId)), [
        'websocket',
      ]),
      room: () => {
        if (!roomId) throw new Error('the chat socket has not joined yet');
        return roomId;
      },
    };
  };
  const allOf = (page: PageSockets) => [page.chat, page.notifications, page.call];

  beforeAll(async () => {
    system = await startSystem('distributed');
    distributed = system.distributed as DistributedSystem;
    pair = await callingPair(system.baseUrl);
  }, SETUP_MS);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await system?.stop();
  }, SETUP_MS);

  it(
    'refuses every socket as temporary, and every one connects by itself once auth-svc is back',
    async () => {
      const { doctor, patient } = pair;
      const port = portOf(system.baseUrl);
      // Pages open before the restart, connected and joined.
      const openDoctor = openPage(system.baseUrl, doctor, patient);
      const openPatient = openPage(system.baseUrl, patient, doctor);
      const openBefore = [...allOf(openDoctor), ...allOf(openPatient)];
      await Promise.all(openBefore.map((socket) => socket.connected(1)));

      // auth-svc goes down, and the gateway restarts meanwhile (a rolling deploy, a node lost): it starts without
      // the revoked-session list, so it cannot vouch for any session until auth-svc answers.
      await distributed.services.auth.stop('SIGKILL');
      await distributed.gateway.stop('SIGTERM');
      const cold = await distributed.addGateway({ port, whileDown: true });
      expect(cold.baseUrl).toBe(system.baseUrl);
      // Pages opened on the cold gateway.
      const freshDoctor = openPage(cold.baseUrl, doctor, patient);
      const freshPatient = openPage(cold.baseUrl, patient, doctor);
      const openedAfter = [...allOf(freshDoctor), ...allOf(freshPatient)];
      const all = [...openBefore, ...openedAfter];

      // Every socket is refused, says the refusal is temporary, and keeps trying by itself.
      await Promise.all(all.map((socket) => socket.refused(REFUSALS_BEFORE_RECOVERY)));
      for (const socket of all) {
        expect(socket.socket.connected).toBe(false);
        expect(socket.refusals.map(({ refusal }) => refusal)).toEqual(
          socket.refusals.map(() => ({ reason: 'unavailable', temporary: true })),
        );
        expect(socket.refusals[0]?.message).toBe(
          'Sign-in is temporarily unavailable. Please try again shortly.',
        );
      }

      distributed.addService('auth');

      // Every socket connects and rejoins by itself: the open pages for the second time, the new ones the first.
      await Promise.all([
        ...openBefore.map((socket) => socket.connected(2)),
        ...openedAfter.map((socket) => socket.connected(1)),
      ]);
      expect(all).toHaveLength(12);
      for (const socket of all) expect(socket.disconnects).not.toContain('io server disconnect');

      // And they carry traffic again: a message from the patient's new page reaches the doctor's open page, and
      // the doctor's /notifications sockets (both pages) are told.
      const doctorChat = messagesFrom(openDoctor.chat.socket);
      const doctorPushes = [openDoctor, freshDoctor].map(
        (page) => new SocketInbox<ChatNotification>(page.notifications.socket, NOTIFICATION_EVENTS.chat),
      );
      const sent = await sendOverSocket(freshPatient.chat.socket, freshPatient.room(), {
        content: 'back after the outage',
        clientId: 'cold-gateway-1',
      });
      if (sent.status !== 'success') throw new Error(`send refused: ${sent.message}`);
      const [delivered] = await deliveriesOf(doctorChat, sent.data._id);
      expect((delivered as ReceiveMessagePayload).message.content).toBe('back after the outage');
      for (const inbox of doctorPushes) {
        const [pushed] = await inbox.first(1);
        expect(pushed?.counterpartId).toBe(patient.id);
      }
    },
    TEST_MS,
  );
});
