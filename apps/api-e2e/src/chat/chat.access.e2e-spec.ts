import { randomUUID } from 'node:crypto';

import {
  CHAT_NOT_ALLOWED_MESSAGE,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_NOT_JOINED_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  type ChatMessage,
  type ChatSummariesResponse,
} from '@vitalsync/contracts';
import {
  ApiClient,
  type ApiResponse,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  allMessages,
  at,
  bookedAppointment,
  changeAppointment,
  chatSummaries,
  connectChat,
  deliveriesOf,
  joinChat,
  markChatRead,
  messagesFrom,
  openChat,
  postMessage,
  sendOverSocket,
  signedInParticipants,
  startSystem,
  waitFor,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

const NOT_ALLOWED = { status: 'error', code: 'chat.not_allowed', message: CHAT_NOT_ALLOWED_MESSAGE };
const NOT_FOUND = { status: 'error', code: 'chat.not_found', message: CHAT_NOT_FOUND_MESSAGE };
const LOGIN_REQUIRED = { status: 'error', code: 'session.required', message: LOGIN_REQUIRED_MESSAGE };

const outcome = (response: ApiResponse<unknown>) => ({ status: response.status, body: response.body });

describe.each(RUN_MODES)('chat access (%s mode)', (mode) => {
  let system: SystemUnderTest;
  /** The patient of the chat. */
  let owner: Participant;
  /** The doctor the owner booked with. */
  let doctor: Participant;
  let otherPatient: Participant;
  let otherDoctor: Participant;
  /** Booked with the doctor, chatted, then cancelled their only appointment. */
  let cancelledPatient: Participant;
  let anonymous: ApiClient;
  let chatId: string;
  let firstMessage: ChatMessage;
  let cancelledChatId: string;
  let cancelledMessage: ChatMessage;
  /** A socket of the cancelled patient that joined its chat while the appointment stood. */
  let cancelledSocket: Socket;
  const sockets: Socket[] = [];

  const socketOf = async (participant: Participant | undefined): Promise<Socket> => {
    const socket = await connectChat(system.baseUrl, participant?.client.cookie);
    sockets.push(socket);
    return socket;
  };

  /** The same request from each outsider, and for a chat id nobody has: one identical 404. */
  const expectSameNotFound = async (
    send: (client: ApiClient, id: string) => Promise<ApiResponse<unknown>>,
  ) => {
    const answers = [
      ['another patient', outcome(await send(otherPatient.client, chatId))],
      ['another doctor', outcome(await send(otherDoctor.client, chatId))],
      ['an unknown chat id', outcome(await send(owner.client, randomUUID()))],
    ];
    expect(answers).toEqual([
      ['another patient', { status: 404, body: NOT_FOUND }],
      ['another doctor', { status: 404, body: NOT_FOUND }],
      ['an unknown chat id', { status: 404, body: NOT_FOUND }],
    ]);
  };

  beforeAll(async () => {
    system = await startSystem(mode);
    [owner, doctor, otherPatient, otherDoctor, cancelledPatient] = await signedInParticipants(
      system.baseUrl,
      ['user', 'doctor', 'user', 'doctor', 'user'] as const,
    );
    anonymous = new ApiClient(system.baseUrl);
    await bookedAppointment(owner, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
    chatId = (await openChat(owner.client, doctor.id, owner.id)).body.chats._id;
    firstMessage = (await postMessage(owner.client, chatId, 'First message')).body.message;

    const cancelled = await bookedAppointment(cancelledPatient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    cancelledChatId = (await openChat(cancelledPatient.client, doctor.id, cancelledPatient.id)).body.chats
      ._id;
    cancelledMessage = (await postMessage(cancelledPatient.client, cancelledChatId, 'Before cancelling')).body
      .message;
    cancelledSocket = await socketOf(cancelledPatient);
    expect(await joinChat(cancelledSocket, cancelledPatient.id, doctor.id)).toBe(cancelledChatId);
    expect((await changeAppointment(cancelledPatient.client, 'cancel', cancelled._id)).status).toBe(200);
    // chat-svc hears of the cancellation through an event: wait until it has.
    await waitFor(
      async () =>
        (await openChat(cancelledPatient.client, doctor.id, cancelledPatient.id)).status === 403
          ? true
          : undefined,
      { timeoutMs: 30_000, description: 'chat-svc to refuse the cancelled pair' },
    );
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await system?.stop();
  });

  it('should refuse every chat route and the socket to a caller without a session', async () => {
    const refusals = [
      outcome(await openChat(anonymous, doctor.id, owner.id)),
      outcome(await postMessage(anonymous, chatId, 'hi')),
      outcome(await markChatRead(anonymous, chatId, firstMessage._id)),
      outcome(await chatSummaries(anonymous)),
    ];
    expect(refusals).toEqual(Array.from({ length: 4 }, () => ({ status: 401, body: LOGIN_REQUIRED })));
    await expect(connectChat(system.baseUrl)).rejects.toThrow(LOGIN_REQUIRED_MESSAGE);
    await expect(connectChat(system.baseUrl, 'vitalsync_session=forged.token')).rejects.toThrow(
      LOGIN_REQUIRED_MESSAGE,
    );
  });

  it("should let the patient and the doctor read their chat, and refuse anyone else the pair's history", async () => {
    for (const participant of [owner, doctor]) {
      const response = await openChat(participant.client, doctor.id, owner.id);
      expect(response.status).toBe(200);
      expect(response.body.chats._id).toBe(chatId);
      expect(response.body.chats.messages).toEqual([firstMessage]);
    }
    for (const outsider of [otherPatient, otherDoctor])
      expect(outcome(await openChat(outsider.client, doctor.id, owner.id))).toEqual({
        status: 403,
        body: NOT_ALLOWED,
      });
  });

  it('should refuse a chat between people who share no appointment, or with the roles swapped', async () => {
    const refusals = [
      outcome(await openChat(otherPatient.client, doctor.id, otherPatient.id)),
      outcome(await openChat(doctor.client, doctor.id, otherPatient.id)),
      outcome(await openChat(otherDoctor.client, otherDoctor.id, owner.id)),
      outcome(await openChat(owner.client, owner.id, doctor.id)),
      outcome(await openChat(owner.client, otherDoctor.id, owner.id)),
    ];
    expect(refusals).toEqual(Array.from({ length: 5 }, () => ({ status: 403, body: NOT_ALLOWED })));
  });

  it('should let both participants post, and answer outsiders as if the chat did not exist', async () => {
    expect((await postMessage(owner.client, chatId, 'From the patient')).status).toBe(201);
    expect((await postMessage(doctor.client, chatId, 'From the doctor')).status).toBe(201);
    await expectSameNotFound((client, id) => postMessage(client, id, 'Let me in'));
    const contents = (await allMessages(owner.client, doctor.id, owner.id)).map((message) => message.content);
    expect(contents).toEqual(['First message', 'From the patient', 'From the doctor']);
  });

  it('should let both participants mark the chat read, and answer outsiders as if it did not exist', async () => {
    for (const participant of [owner, doctor])
      expect((await markChatRead(participant.client, chatId, firstMessage._id)).status).toBe(200);
    await expectSameNotFound((client, id) => markChatRead(client, id, firstMessage._id));
  });

  it("should list a chat in its participants' summaries only", async () => {
    const listed = async (participant: Participant) =>
      (await chatSummaries<ChatSummariesResponse>(participant.client)).body.summaries.filter(
        (summary) => summary.chatId === chatId,
      );
    expect(await listed(owner)).toEqual([expect.objectContaining({ counterpartId: doctor.id })]);
    expect(await listed(doctor)).toEqual([expect.objectContaining({ counterpartId: owner.id })]);
    expect(await listed(otherPatient)).toEqual([]);
    expect(await listed(otherDoctor)).toEqual([]);
  });

  it('should refuse a pair whose only appointment was cancelled, on every route, either way round', async () => {
    const refusals = [
      outcome(await openChat(cancelledPatient.client, doctor.id, cancelledPatient.id)),
      outcome(await openChat(doctor.client, doctor.id, cancelledPatient.id)),
      outcome(await postMessage(cancelledPatient.client, cancelledChatId, 'Still there?')),
      outcome(await postMessage(doctor.client, cancelledChatId, 'Still there?')),
      outcome(await markChatRead(doctor.client, cancelledChatId, cancelledMessage._id)),
    ];
    expect(refusals).toEqual(Array.from({ length: 5 }, () => ({ status: 403, body: NOT_ALLOWED })));
  });

  it('should refuse the cancelled pair on the socket: a new join, and a send from a socket joined before', async () => {
    const doctorSocket = await socketOf(doctor);
    await expect(joinChat(doctorSocket, doctor.id, cancelledPatient.id)).rejects.toThrow(
      CHAT_NOT_ALLOWED_MESSAGE,
    );
    const fresh = await socketOf(cancelledPatient);
    await expect(joinChat(fresh, cancelledPatient.id, doctor.id)).rejects.toThrow(CHAT_NOT_ALLOWED_MESSAGE);
    expect(await sendOverSocket(cancelledSocket, cancelledChatId, 'After cancelling')).toEqual({
      status: 'error',
      message: CHAT_NOT_ALLOWED_MESSAGE,
    });
  });

  it('should let both participants join the room, and refuse outsiders the join and the send', async () => {
    const ownerSocket = await socketOf(owner);
    const doctorSocket = await socketOf(doctor);
    expect(await joinChat(ownerSocket, owner.id, doctor.id)).toBe(chatId);
    expect(await joinChat(doctorSocket, doctor.id, owner.id)).toBe(chatId);

    const patientOutsider = await socketOf(otherPatient);
    const doctorOutsider = await socketOf(otherDoctor);
    await expect(joinChat(patientOutsider, otherPatient.id, doctor.id)).rejects.toThrow(
      CHAT_NOT_ALLOWED_MESSAGE,
    );
    await expect(joinChat(doctorOutsider, otherDoctor.id, owner.id)).rejects.toThrow(
      CHAT_NOT_ALLOWED_MESSAGE,
    );
    // Not knowing the room is the same as it not existing: both "join first".
    for (const roomId of [chatId, randomUUID()])
      for (const outsider of [patientOutsider, doctorOutsider])
        expect(await sendOverSocket(outsider, roomId, 'Let me in')).toEqual({
          status: 'error',
          message: CHAT_NOT_JOINED_MESSAGE,
        });

    const outsiderInboxes = [messagesFrom(patientOutsider), messagesFrom(doctorOutsider)];
    const doctorInbox = messagesFrom(doctorSocket);
    const sent = await sendOverSocket(ownerSocket, chatId, 'Only for my doctor');
    expect(sent.status).toBe('success');
    if (sent.status !== 'success') throw new Error(sent.message);
    const [delivered] = await deliveriesOf(doctorInbox, sent.data._id);
    expect(delivered?.message.content).toBe('Only for my doctor');
    // The doctor's copy arrived; an outsider's would have come through the same relay at the same time.
    for (const inbox of outsiderInboxes) expect(inbox.received).toEqual([]);
  });
});
