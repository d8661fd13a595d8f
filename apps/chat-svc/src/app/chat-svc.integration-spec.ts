import { randomUUID } from 'node:crypto';

import { loadConfig } from '@vitalsync/config';
import {
  type Actor,
  APPOINTMENT_EVENTS,
  type AppointmentChangedEvent,
  CHAT_EVENTS,
  CHAT_SUBJECTS,
  type RpcPattern,
  type RpcRequest,
} from '@vitalsync/contracts';
import { createTestDatabaseLocation, testDatabaseEngines, type TestDatabaseLocation } from '@vitalsync/db';
import { type ServiceHarness, startServiceHarness, waitFor } from '@vitalsync/testing';

import { ChatSvcConfig } from '../config/chat-svc.config';
import { withFakeAppointments } from '../testing/fake-appointments';
import { FakePairs } from '../testing/fake-pairs';
import { ChatSvcModule } from './chat-svc.module';

const NOT_ALLOWED = {
  code: 'chat.not_allowed',
  message: 'You can only chat with a doctor or patient you share an appointment with.',
};
const INVALID = { code: 'request.invalid', message: 'The request is not valid.' };

describe.each(testDatabaseEngines())('chat-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;
  const pairs = new FakePairs();

  const call = <P extends RpcPattern>(pattern: P, payload: RpcRequest<P>) =>
    harness.bus.request(pattern, payload);

  /** A doctor and a patient who share an appointment, as the actors their sessions would give. */
  const pairWithAppointment = () => {
    const doctor: Actor = { id: randomUUID(), role: 'doctor' };
    const patient: Actor = { id: randomUUID(), role: 'user' };
    pairs.allow({ doctorId: doctor.id, patientId: patient.id });
    return { doctor, patient };
  };
  const appointmentEvent = (doctor: Actor, patient: Actor, status: 'scheduled' | 'cancelled') =>
    ({
      appointmentId: randomUUID(),
      doctorId: doctor.id,
      patientId: patient.id,
      doctorName: 'Grace Hopper',
      patientName: 'Ada Lovelace',
      dateTime: '2099-03-02T09:00:00.000Z',
      type: 'chat',
      status,
      by: 'user',
      at: '2099-03-01T09:00:00.000Z',
    }) satisfies AppointmentChangedEvent;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'chat',
      module: withFakeAppointments(ChatSvcModule, pairs),
      config: loadConfig(ChatSvcConfig, { DATA_DIR: location.dataDir, CHAT_DATABASE_URL: location.url }),
      events: [CHAT_EVENTS.relay],
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('answers its health pattern with its database up', async () => {
    await expect(harness.bus.request('chat.health', {})).resolves.toEqual({
      service: 'chat',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });

  it('joins both participants to one room, stores and relays each message once, and pages it', async () => {
    const { doctor, patient } = pairWithAppointment();

    const room = await call(CHAT_SUBJECTS.join, { actor: doctor, remoteId: patient.id });
    await expect(call(CHAT_SUBJECTS.join, { actor: patient, remoteId: doctor.id })).resolves.toEqual(room);
    expect(room).toEqual({ roomId: expect.any(String), doctorId: doctor.id, patientId: patient.id });

    const from = harness.inbox.events.length;
    const sent = await call(CHAT_SUBJECTS.send, {
      actor: patient,
      chatId: room.roomId,
      message: { content: '  Hello doctor  ', clientId: 'tab-1' },
    });
    expect(sent).toEqual({
      _id: expect.any(String),
      senderModel: 'user',
      content: 'Hello doctor',
      timestamp: expect.any(String),
      seq: 1,
      clientId: 'tab-1',
    });
    await expect(
      harness.inbox.next(CHAT_EVENTS.relay, (event) => event.message._id === sent._id, from),
    ).resolves.toEqual({ chatId: room.roomId, doctorId: doctor.id, patientId: patient.id, message: sent });

    // A resend after a lost acknowledgement, and a relay of the stored message by its _id: both as stored.
    await expect(
      call(CHAT_SUBJECTS.send, {
        actor: patient,
        chatId: room.roomId,
        message: { content: 'Hello doctor', clientId: 'tab-1' },
      }),
    ).resolves.toEqual(sent);
    await expect(
      call(CHAT_SUBJECTS.send, { actor: patient, chatId: room.roomId, message: { _id: sent._id } }),
    ).resolves.toEqual(sent);
    const reply = await call(CHAT_SUBJECTS.send, {
      actor: doctor,
      chatId: room.roomId,
      message: { content: 'Hello!' },
    });
    expect(reply).toMatchObject({ senderModel: 'doctor', seq: 2 });

    await expect(
      call(CHAT_SUBJECTS.history, { actor: doctor, doctorId: doctor.id, patientId: patient.id, page: {} }),
    ).resolves.toEqual({ _id: room.roomId, messages: [sent, reply], hasMore: false });
    await expect(
      call(CHAT_SUBJECTS.history, {
        actor: patient,
        doctorId: doctor.id,
        patientId: patient.id,
        page: { after: sent._id },
      }),
    ).resolves.toEqual({ _id: room.roomId, messages: [reply], hasMore: false });
    await expect(
      call(CHAT_SUBJECTS.history, {
        actor: patient,
        doctorId: doctor.id,
        patientId: patient.id,
        page: { before: reply._id, limit: 1 },
      }),
    ).resolves.toEqual({ _id: room.roomId, messages: [sent], hasMore: false });
  });

  it('counts unread messages per conversation and clears them when read', async () => {
    const { doctor, patient } = pairWithAppointment();
    const { roomId } = await call(CHAT_SUBJECTS.join, { actor: patient, remoteId: doctor.id });
    const send = (actor: Actor, content: string) =>
      call(CHAT_SUBJECTS.send, { actor, chatId: roomId, message: { content } });
    const first = await send(patient, 'one');
    await send(patient, 'two');
    const answer = await send(doctor, 'three');

    await expect(call(CHAT_SUBJECTS.summaries, { actor: doctor })).resolves.toEqual([
      { chatId: roomId, counterpartId: patient.id, lastMessageAt: answer.timestamp, unread: 2 },
    ]);
    await expect(
      call(CHAT_SUBJECTS.markRead, { actor: doctor, chatId: roomId, messageId: first._id }),
    ).resolves.toEqual({ unread: 1 });
    await expect(
      call(CHAT_SUBJECTS.markRead, { actor: doctor, chatId: roomId, messageId: answer._id }),
    ).resolves.toEqual({ unread: 0 });
    // An older mark arriving late moves nothing back.
    await expect(
      call(CHAT_SUBJECTS.markRead, { actor: doctor, chatId: roomId, messageId: first._id }),
    ).resolves.toEqual({ unread: 0 });
    await expect(call(CHAT_SUBJECTS.summaries, { actor: patient })).resolves.toEqual([
      { chatId: roomId, counterpartId: doctor.id, lastMessageAt: answer.timestamp, unread: 1 },
    ]);
  });

  it('refuses a third account: 403 for the pair, and the same 404 as an unknown chat for the room', async () => {
    const { doctor, patient } = pairWithAppointment();
    const { roomId } = await call(CHAT_SUBJECTS.join, { actor: doctor, remoteId: patient.id });
    const stranger: Actor = { id: randomUUID(), role: 'user' };
    const message = { content: 'let me in' };

    await expect(
      harness.refusal(CHAT_SUBJECTS.join, { actor: stranger, remoteId: doctor.id }),
    ).resolves.toEqual(NOT_ALLOWED);
    await expect(
      harness.refusal(CHAT_SUBJECTS.history, {
        actor: stranger,
        doctorId: doctor.id,
        patientId: patient.id,
        page: {},
      }),
    ).resolves.toEqual(NOT_ALLOWED);
    const unknown = await harness.refusal(CHAT_SUBJECTS.send, {
      actor: stranger,
      chatId: randomUUID(),
      message,
    });
    expect(unknown).toEqual({ code: 'chat.not_found', message: 'This chat does not exist.' });
    await expect(
      harness.refusal(CHAT_SUBJECTS.send, { actor: stranger, chatId: roomId, message }),
    ).resolves.toEqual(unknown);
    await expect(
      harness.refusal(CHAT_SUBJECTS.markRead, { actor: stranger, chatId: roomId, messageId: randomUUID() }),
    ).resolves.toEqual(unknown);
  });

  it('refuses a pair whose last appointment is cancelled, and lets it chat again once one is booked', async () => {
    const { doctor, patient } = pairWithAppointment();
    const pair = { doctorId: doctor.id, patientId: patient.id };
    const history = () =>
      call(CHAT_SUBJECTS.history, { actor: patient, doctorId: doctor.id, patientId: patient.id, page: {} });
    await history();

    pairs.refuse(pair);
    await harness.deliver(APPOINTMENT_EVENTS.cancelled, appointmentEvent(doctor, patient, 'cancelled'));
    const refused = await waitFor(
      () =>
        history().then(
          () => undefined,
          (error: unknown) => error,
        ),
      {
        timeoutMs: 10_000,
        intervalMs: 10,
        description: 'the cancellation heard',
      },
    );
    expect(refused).toEqual(NOT_ALLOWED);

    pairs.allow(pair);
    await harness.deliver(APPOINTMENT_EVENTS.booked, appointmentEvent(doctor, patient, 'scheduled'));
    await waitFor(() => history().catch(() => undefined), {
      timeoutMs: 10_000,
      intervalMs: 10,
      description: 'the booking heard',
    });
  });

  it.each([
    ['an empty object', CHAT_SUBJECTS.send, {}],
    ['a string', CHAT_SUBJECTS.send, 'hello'],
    ['an array', CHAT_SUBJECTS.summaries, [1, 2]],
    ['no actor', CHAT_SUBJECTS.summaries, {}],
    ['an actor without a uuid', CHAT_SUBJECTS.summaries, { actor: { id: 'me', role: 'user' } }],
    ['an actor of no role', CHAT_SUBJECTS.summaries, { actor: { id: randomUUID(), role: 'nurse' } }],
    [
      'an unknown property',
      CHAT_SUBJECTS.join,
      { actor: { id: randomUUID(), role: 'user' }, remoteId: randomUUID(), x: 1 },
    ],
    [
      'a remote id that is no uuid',
      CHAT_SUBJECTS.join,
      { actor: { id: randomUUID(), role: 'user' }, remoteId: '1' },
    ],
    [
      'no page',
      CHAT_SUBJECTS.history,
      { actor: { id: randomUUID(), role: 'user' }, doctorId: randomUUID(), patientId: randomUUID() },
    ],
    [
      'a limit over the maximum',
      CHAT_SUBJECTS.history,
      {
        actor: { id: randomUUID(), role: 'user' },
        doctorId: randomUUID(),
        patientId: randomUUID(),
        page: { limit: 201 },
      },
    ],
    [
      'a page anchor that is no uuid',
      CHAT_SUBJECTS.history,
      {
        actor: { id: randomUUID(), role: 'user' },
        doctorId: randomUUID(),
        patientId: randomUUID(),
        page: { before: 5 },
      },
    ],
    [
      'a message that is a string',
      CHAT_SUBJECTS.send,
      { actor: { id: randomUUID(), role: 'user' }, chatId: randomUUID(), message: 'hi' },
    ],
    [
      'blank content',
      CHAT_SUBJECTS.send,
      { actor: { id: randomUUID(), role: 'user' }, chatId: randomUUID(), message: { content: ' ' } },
    ],
    [
      'a client id with spaces',
      CHAT_SUBJECTS.send,
      {
        actor: { id: randomUUID(), role: 'user' },
        chatId: randomUUID(),
        message: { content: 'hi', clientId: 'a b' },
      },
    ],
    [
      'a message id that is no uuid',
      CHAT_SUBJECTS.markRead,
      { actor: { id: randomUUID(), role: 'user' }, chatId: randomUUID(), messageId: 'x' },
    ],
  ])('answers %s with 400, never a 500', async (_case, pattern, payload) => {
    await expect(harness.refusal(pattern, payload)).resolves.toEqual(INVALID);
  });

  it('answers before and after together with 400 and its message', async () => {
    const { doctor, patient } = pairWithAppointment();

    await expect(
      harness.refusal(CHAT_SUBJECTS.history, {
        actor: doctor,
        doctorId: doctor.id,
        patientId: patient.id,
        page: { before: randomUUID(), after: randomUUID() },
      }),
    ).resolves.toEqual({
      code: 'chat.page_direction',
      message: 'Ask for messages before or after one message, not both.',
    });
  });
});
