import { randomUUID } from 'node:crypto';

import {
  CHAT_NAMESPACE,
  CHAT_NOT_ALLOWED_MESSAGE,
  CHAT_NOT_JOINED_MESSAGE,
  CHAT_OWN_ID_MESSAGE,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_SOCKET_EMITS_PER_WINDOW,
  CHAT_SOCKET_EVENTS,
  type ChatMessage,
  type ChatNotification,
  LOGIN_REQUIRED_MESSAGE,
  NOTIFICATION_EVENTS,
  type UserJoinedPayload,
} from '@vitalsync/contracts';
import {
  ApiClient,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  SocketInbox,
  type SystemUnderTest,
  allMessages,
  at,
  bookedAppointment,
  chatErrorsFrom,
  connectChat,
  connectNotifications,
  connectSocket,
  consultedPair,
  deliveriesOf,
  emitChat,
  joinChat,
  logIn,
  messagesFrom,
  openChat,
  postMessage,
  sendOverSocket,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

describe.each(RUN_MODES)('chat socket /chat (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let doctor: Participant;
  let patient: Participant;
  /** A doctor the patient never booked. */
  let stranger: Participant;
  let chatId: string;
  let doctorSocket: Socket;
  let patientTab: Socket;
  let patientOtherTab: Socket;
  const sockets: Socket[] = [];

  const socketOf = async (cookie: string | undefined): Promise<Socket> => {
    const socket = await connectChat(system.baseUrl, cookie);
    sockets.push(socket);
    return socket;
  };

  /** A socket of the participant that joined the chat. */
  const joined = async (participant: Participant, remote: Participant): Promise<Socket> => {
    const socket = await socketOf(participant.client.cookie);
    expect(await joinChat(socket, participant.id, remote.id)).toBe(chatId);
    return socket;
  };

  const sent = async (
    socket: Socket,
    message: Parameters<typeof sendOverSocket>[2],
  ): Promise<ChatMessage> => {
    const ack = await sendOverSocket(socket, chatId, message);
    if (ack.status !== 'success') throw new Error(`send refused: ${ack.message}`);
    return ack.data;
  };

  const timesStored = async (id: string): Promise<number> =>
    (await allMessages(patient.client, doctor.id, patient.id)).filter((message) => message._id === id).length;

  beforeAll(async () => {
    system = await startSystem(mode);
    [doctor, patient, stranger] = await signedInParticipants(system.baseUrl, [
      'doctor',
      'user',
      'doctor',
    ] as const);
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
    chatId = (await openChat(patient.client, doctor.id, patient.id)).body.chats._id;
    doctorSocket = await joined(doctor, patient);
    patientTab = await joined(patient, doctor);
    patientOtherTab = await joined(patient, doctor);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await system?.stop();
  });

  it('should refuse a connection without a session', async () => {
    await expect(connectChat(system.baseUrl)).rejects.toThrow(LOGIN_REQUIRED_MESSAGE);
  });

  it('should serve a client that stays on long polling like one on WebSocket', async () => {
    const socket = await connectSocket(system.baseUrl, CHAT_NAMESPACE, {
      cookie: patient.client.cookie,
      transports: ['polling'],
    });
    sockets.push(socket);
    expect(await joinChat(socket, patient.id, doctor.id)).toBe(chatId);
    const doctorInbox = messagesFrom(doctorSocket);
    const message = await sent(socket, 'Sent over polling');
    expect(await deliveriesOf(doctorInbox, message._id)).toEqual([{ message, roomId: chatId }]);
  });

  it('should answer a join with user-joined and the acknowledgement, both naming the room', async () => {
    const socket = await socketOf(patient.client.cookie);
    const announced = new SocketInbox<UserJoinedPayload>(socket, CHAT_SOCKET_EVENTS.userJoined);
    expect(
      await emitChat<UserJoinedPayload>(socket, CHAT_SOCKET_EVENTS.joinUser, {
        userId: patient.id,
        remoteId: doctor.id,
      }),
    ).toEqual({ status: 'success', data: { roomId: chatId } });
    expect(await announced.first(1)).toEqual([{ roomId: chatId }]);
  });

  it('should refuse a join as another account, with the acknowledgement and chat-error', async () => {
    const socket = await socketOf(patient.client.cookie);
    const errors = chatErrorsFrom(socket);
    expect(
      await emitChat(socket, CHAT_SOCKET_EVENTS.joinUser, { userId: doctor.id, remoteId: patient.id }),
    ).toEqual({ status: 'error', message: CHAT_OWN_ID_MESSAGE });
    expect(await errors.first(1)).toEqual([{ event: 'join-user', message: CHAT_OWN_ID_MESSAGE }]);
  });

  it('should refuse a join with someone the caller shares no appointment with', async () => {
    const socket = await socketOf(patient.client.cookie);
    await expect(joinChat(socket, patient.id, stranger.id)).rejects.toThrow(CHAT_NOT_ALLOWED_MESSAGE);
  });

  it('should refuse a send before the socket joined the room, and store nothing', async () => {
    const socket = await socketOf(patient.client.cookie);
    const before = (await allMessages(patient.client, doctor.id, patient.id)).length;
    expect(await sendOverSocket(socket, chatId, 'Too early')).toEqual({
      status: 'error',
      message: CHAT_NOT_JOINED_MESSAGE,
    });
    expect(await allMessages(patient.client, doctor.id, patient.id)).toHaveLength(before);
  });

  it("should relay a stored message to the other participant and the sender's other tab, and notify without content", async () => {
    const notifications = await connectNotifications(system.baseUrl, doctor.client.cookie);
    sockets.push(notifications);
    const notified = new SocketInbox<ChatNotification>(notifications, NOTIFICATION_EVENTS.chat);
    const doctorInbox = messagesFrom(doctorSocket);
    const otherTabInbox = messagesFrom(patientOtherTab);

    const message = await sent(patientTab, { content: 'Hello over the socket', senderModel: 'doctor' });
    expect(message).toEqual(
      expect.objectContaining({ senderModel: 'user', content: 'Hello over the socket' }),
    );
    expect(await deliveriesOf(doctorInbox, message._id)).toEqual([{ message, roomId: chatId }]);
    expect(await deliveriesOf(otherTabInbox, message._id)).toEqual([{ message, roomId: chatId }]);
    expect(await notified.first(1)).toEqual([{ chatId, counterpartId: patient.id, at: message.timestamp }]);

    const history = await openChat(doctor.client, doctor.id, patient.id);
    expect(history.body.chats.messages.filter((stored) => stored._id === message._id)).toEqual([message]);
  });

  it("should set the doctor's senderModel and the server's timestamp on the doctor's reply", async () => {
    const patientInbox = messagesFrom(patientTab);
    const reply = await sent(doctorSocket, {
      content: 'Hello from the doctor',
      senderModel: 'user',
      timestamp: '1999-01-01T00:00:00.000Z',
    });
    expect(reply.senderModel).toBe('doctor');
    expect(reply.timestamp).not.toBe('1999-01-01T00:00:00.000Z');
    expect(await deliveriesOf(patientInbox, reply._id)).toEqual([{ message: reply, roomId: chatId }]);
  });

  it('should relay a message stored by the POST, and relay it as stored when a socket sends its _id', async () => {
    const doctorInbox = messagesFrom(doctorSocket);
    const posted = await postMessage(patient.client, chatId, 'Posted first');
    expect(posted.status).toBe(201);
    const stored = posted.body.message;
    expect(await deliveriesOf(doctorInbox, stored._id)).toEqual([{ message: stored, roomId: chatId }]);

    expect(await sent(patientTab, { _id: stored._id })).toEqual(stored);
    expect(await deliveriesOf(doctorInbox, stored._id, 2)).toEqual([
      { message: stored, roomId: chatId },
      { message: stored, roomId: chatId },
    ]);
    expect(await timesStored(stored._id)).toBe(1);
  });

  it('should store a socket message resent with the same clientId once', async () => {
    const clientId = `tab-${randomUUID()}`;
    const first = await sent(patientTab, { content: 'Lost ack?', clientId });
    const resent = await sent(patientOtherTab, { content: 'Lost ack?', clientId });
    expect(resent).toEqual(first);
    expect(await timesStored(first._id)).toBe(1);
  });

  it('should disconnect the socket of a session that logs out, and only that one', async () => {
    const secondSession = new ApiClient(system.baseUrl);
    expect((await logIn(secondSession, patient.account)).status).toBe(200);
    const socket = await socketOf(secondSession.cookie);
    expect(await joinChat(socket, patient.id, doctor.id)).toBe(chatId);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await secondSession.get('/api/dashboard/logout')).status).toBe(200);
    await expect(closed).resolves.toBe('io server disconnect');
    expect((await sent(patientTab, 'Still here')).content).toBe('Still here');
  });

  it('should refuse emits over the per-account limit without storing them, and keep the socket open', async () => {
    // An account of its own: the budget is the account's, and the patient above has spent some of it.
    const flooder = await consultedPair(system.baseUrl);
    const socket = await socketOf(flooder.patient.client.cookie);
    const floodChatId = await joinChat(socket, flooder.patient.id, flooder.doctor.id);
    const extra = 10;
    // Sent at once: the join took one point of the window, the first limit - 1 sends take the rest.
    const acks = await Promise.all(
      Array.from({ length: CHAT_SOCKET_EMITS_PER_WINDOW - 1 + extra }, (_, n) =>
        sendOverSocket(socket, floodChatId, `burst ${n}`),
      ),
    );
    const refused = acks.filter((ack) => ack.status === 'error');
    expect(refused).toEqual(
      Array.from({ length: extra }, () => ({ status: 'error', message: CHAT_RATE_LIMITED_MESSAGE })),
    );
    expect(socket.connected).toBe(true);
    expect(await allMessages(flooder.patient.client, flooder.doctor.id, flooder.patient.id)).toHaveLength(
      CHAT_SOCKET_EMITS_PER_WINDOW - 1,
    );
  });
});
