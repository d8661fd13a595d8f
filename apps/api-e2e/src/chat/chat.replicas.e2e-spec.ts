import {
  type ChatMessage,
  type ChatNotification,
  NOTIFICATION_EVENTS,
  type ReceiveMessagePayload,
} from '@vitalsync/contracts';
import {
  type ConsultedPair,
  type GatewayReplica,
  type Participant,
  SocketInbox,
  type SystemUnderTest,
  connectChat,
  connectNotifications,
  consultedPair,
  joinChat,
  messagesFrom,
  postMessage,
  sendOverSocket,
  startTwoGateways,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

interface JoinedTab {
  socket: Socket;
  roomId: string;
  inbox: SocketInbox<ReceiveMessagePayload>;
}

describe('chat across gateway replicas (distributed mode only)', () => {
  let system: SystemUnderTest;
  let first: string;
  let second: GatewayReplica;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ system, first, second } = await startTwoGateways());
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await system?.stop();
  });

  /** A /chat tab of `who` on the gateway at `baseUrl`, joined to its chat with `other` and recording relays. */
  const tab = async (baseUrl: string, who: Participant, other: Participant): Promise<JoinedTab> => {
    const socket = await connectChat(baseUrl, who.client.cookie);
    sockets.push(socket);
    const inbox = messagesFrom(socket);
    return { socket, inbox, roomId: await joinChat(socket, who.id, other.id) };
  };

  const chatNotices = async (baseUrl: string, who: Participant): Promise<SocketInbox<ChatNotification>> => {
    const socket = await connectNotifications(baseUrl, who.client.cookie);
    sockets.push(socket);
    return new SocketInbox<ChatNotification>(socket, NOTIFICATION_EVENTS.chat);
  };

  const sent = async (from: JoinedTab, content: string): Promise<ChatMessage> => {
    const ack = await sendOverSocket(from.socket, from.roomId, content);
    if (ack.status !== 'success') throw new Error(`send-message refused: ${ack.message}`);
    return ack.data;
  };

  let pair: ConsultedPair;
  beforeEach(async () => {
    pair = await consultedPair(first);
  });

  it('should relay a socket message to the other participant held by the other gateway process, both ways', async () => {
    const { doctor, patient } = pair;
    const doctorTab = await tab(first, doctor, patient);
    const patientTab = await tab(second.baseUrl, patient, doctor);
    expect(patientTab.roomId).toBe(doctorTab.roomId);

    const question = await sent(doctorTab, 'How did you sleep?');
    expect(await patientTab.inbox.first(1)).toEqual([{ message: question, roomId: doctorTab.roomId }]);

    const answer = await sent(patientTab, 'Better, thank you.');
    expect((await doctorTab.inbox.first(2)).map((payload) => payload.message)).toEqual([question, answer]);
    expect(question).toMatchObject({ senderModel: 'doctor', seq: 1 });
    expect(answer).toMatchObject({ senderModel: 'user', seq: 2 });
  });

  it("should relay to the sender's second tab on the other gateway process", async () => {
    const { doctor, patient } = pair;
    const doctorHere = await tab(first, doctor, patient);
    const doctorThere = await tab(second.baseUrl, doctor, patient);

    const message = await sent(doctorHere, 'Results are in.');
    expect(await doctorThere.inbox.first(1)).toEqual([{ message, roomId: doctorHere.roomId }]);
  });

  it('should relay a message POSTed through one replica to the sockets of both participants on the other', async () => {
    const { doctor, patient } = pair;
    const doctorTab = await tab(first, doctor, patient);
    const patientTab = await tab(first, patient, doctor);

    const posted = await postMessage(
      patient.client.withBaseUrl(second.baseUrl),
      patientTab.roomId,
      'Posted.',
    );
    expect(posted.status).toBe(201);
    const expected = [{ message: posted.body.message, roomId: patientTab.roomId }];
    expect(await doctorTab.inbox.first(1)).toEqual(expected);
    expect(await patientTab.inbox.first(1)).toEqual(expected);
  });

  it('should push chat-message on /notifications to the receiver on the other replica, ids only', async () => {
    const { doctor, patient } = pair;
    const doctorTab = await tab(first, doctor, patient);
    const patientTab = await tab(second.baseUrl, patient, doctor);
    const patientNotices = await chatNotices(second.baseUrl, patient);
    const doctorNotices = await chatNotices(second.baseUrl, doctor);

    await sent(doctorTab, 'Please fast before the test.');
    expect(await patientNotices.first(1)).toEqual([
      { chatId: doctorTab.roomId, counterpartId: doctor.id, at: expect.any(String) },
    ]);

    // The sender is not notified of its own message: the doctor's first notice is the patient's answer.
    await sent(patientTab, 'Understood.');
    expect(await doctorNotices.first(1)).toEqual([
      { chatId: doctorTab.roomId, counterpartId: patient.id, at: expect.any(String) },
    ]);
  });
});
