import {
  type CallErrorPayload,
  type ReceivedIceCandidate,
  type ReceivedRemoteBusy,
  CALL_NOT_ALLOWED_MESSAGE,
  CALL_NOT_JOINED_MESSAGE,
  CALL_OWN_ID_MESSAGE,
  CALL_SIGNAL_MAX_BYTES,
  CALL_SIGNAL_TOO_LARGE_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import {
  type CallPage,
  type CallingPair,
  RUN_MODES,
  SAMPLE_CANDIDATE,
  SAMPLE_OFFER,
  type SystemUnderTest,
  callErrorsFrom,
  callEventsFrom,
  callingPair,
  connectCall,
  emitCall,
  openCallPage,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

const INVALID_REQUEST_MESSAGE = 'The request is not valid.';
const refusal = (message: string) => ({ status: 'error', message });

describe.each(RUN_MODES)('video call access /video-call (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let pair: CallingPair;
  let doctorPage: CallPage;
  let patientPage: CallPage;
  /** A patient and a doctor who share no appointment with the pair, each on the page with the bare id. */
  let outsiderPage: CallPage;
  let otherDoctorPage: CallPage;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    system = await startSystem(mode);
    pair = await callingPair(system.baseUrl);
    const [outsider, otherDoctor] = await signedInParticipants(system.baseUrl, ['user', 'doctor'] as const);
    doctorPage = await openCallPage(system.baseUrl, pair.doctor, pair.appointmentId, sockets);
    patientPage = await openCallPage(system.baseUrl, pair.patient, pair.appointmentId, sockets);
    outsiderPage = await openCallPage(system.baseUrl, outsider, undefined, sockets);
    otherDoctorPage = await openCallPage(system.baseUrl, otherDoctor, undefined, sockets);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await system?.stop();
  });

  /** The socket still relays: a candidate reaches the other participant of the pair. */
  const stillRelays = async (from: CallPage, to: CallPage): Promise<void> => {
    const inbox = callEventsFrom<ReceivedIceCandidate>(to.socket, VIDEO_SOCKET_EVENTS.icecandidate);
    await emitCall(from.socket, VIDEO_SOCKET_EVENTS.icecandidate, {
      candidate: SAMPLE_CANDIDATE,
      to: to.who.id,
    });
    expect(await inbox.first(1)).toEqual([{ from: from.who.id, to: to.who.id, candidate: SAMPLE_CANDIDATE }]);
  };

  it('should refuse a connection without a session', async () => {
    await expect(connectCall(system.baseUrl)).rejects.toThrow(LOGIN_REQUIRED_MESSAGE);
  });

  it('should refuse a connection over long polling, even with a session', async () => {
    await expect(connectCall(system.baseUrl, pair.patient.client.cookie, ['polling'])).rejects.toThrow(
      'WebSocket only',
    );
  });

  it('should refuse a join as another account, with the acknowledgement and call-error', async () => {
    const socket = await connectCall(system.baseUrl, pair.patient.client.cookie);
    sockets.push(socket);
    const errors = callErrorsFrom(socket);
    expect(await emitCall(socket, VIDEO_SOCKET_EVENTS.joinUser, pair.doctor.id)).toEqual(
      refusal(CALL_OWN_ID_MESSAGE),
    );
    expect(
      await emitCall(socket, VIDEO_SOCKET_EVENTS.joinUser, {
        userId: pair.doctor.id,
        appointmentId: pair.appointmentId,
      }),
    ).toEqual(refusal(CALL_OWN_ID_MESSAGE));
    expect(await errors.first(2)).toEqual([
      { event: 'join-user', message: CALL_OWN_ID_MESSAGE },
      { event: 'join-user', message: CALL_OWN_ID_MESSAGE },
    ]);
  });

  it("should refuse joining the call page of someone else's appointment", async () => {
    const socket = await connectCall(system.baseUrl, outsiderPage.who.client.cookie);
    sockets.push(socket);
    const ack = await emitCall(socket, VIDEO_SOCKET_EVENTS.joinUser, {
      userId: outsiderPage.who.id,
      appointmentId: pair.appointmentId,
    });
    expect(ack.status).toBe('error');
  });

  it('should refuse a signal before the socket joined', async () => {
    const socket = await connectCall(system.baseUrl, pair.patient.client.cookie);
    sockets.push(socket);
    expect(
      await emitCall(socket, VIDEO_SOCKET_EVENTS.offer, { remoteId: pair.doctor.id, offer: SAMPLE_OFFER }),
    ).toEqual(refusal(CALL_NOT_JOINED_MESSAGE));
  });

  it.each([
    ['a patient offering to a doctor of no appointment of theirs', () => [patientPage, otherDoctorPage]],
    ['a doctor offering to a patient of another doctor', () => [doctorPage, outsiderPage]],
    ['an outsider offering to a patient', () => [outsiderPage, patientPage]],
    ['another doctor offering to a patient on the bare id', () => [otherDoctorPage, patientPage]],
  ] as const)('should refuse %s, and keep the socket usable', async (_case, parties) => {
    const [from, to] = parties();
    const errors = callErrorsFrom(from.socket);
    expect(
      await emitCall(from.socket, VIDEO_SOCKET_EVENTS.offer, { remoteId: to.who.id, offer: SAMPLE_OFFER }),
    ).toEqual(refusal(CALL_NOT_ALLOWED_MESSAGE));
    expect(await errors.first(1)).toEqual([{ event: 'offer', message: CALL_NOT_ALLOWED_MESSAGE }]);
    if (from === patientPage) await stillRelays(patientPage, doctorPage);
  });

  it('should refuse candidates, answers, remote-busy and end-calls to someone outside the appointment', async () => {
    const to = otherDoctorPage.who.id;
    for (const [event, payload] of [
      [VIDEO_SOCKET_EVENTS.icecandidate, { candidate: SAMPLE_CANDIDATE, to }],
      [VIDEO_SOCKET_EVENTS.answer, { to, answer: { type: 'answer', sdp: 'v=0' } }],
      [VIDEO_SOCKET_EVENTS.remoteBusy, { to }],
      [VIDEO_SOCKET_EVENTS.endCall, { to }],
    ] as const)
      expect(await emitCall(patientPage.socket, event, payload)).toEqual(refusal(CALL_NOT_ALLOWED_MESSAGE));
  });

  it("should refuse an outsider's remote-busy with call-error and deliver nothing", async () => {
    const busy = callEventsFrom<ReceivedRemoteBusy>(patientPage.socket, VIDEO_SOCKET_EVENTS.remoteBusy);
    const errors = callErrorsFrom(outsiderPage.socket);

    expect(
      await emitCall(outsiderPage.socket, VIDEO_SOCKET_EVENTS.remoteBusy, { to: patientPage.who.id }),
    ).toEqual(refusal(CALL_NOT_ALLOWED_MESSAGE));
    expect(await errors.first(1)).toEqual([{ event: 'remote-busy', message: CALL_NOT_ALLOWED_MESSAGE }]);

    // A later signal reaches the patient; the refused remote-busy before it never did.
    await stillRelays(doctorPage, patientPage);
    expect(busy.received).toEqual([]);
  });

  it('should refuse an oversized signal with call-error, and keep the socket usable', async () => {
    const errors = callErrorsFrom(patientPage.socket);
    const huge = { type: 'offer', sdp: 'a'.repeat(CALL_SIGNAL_MAX_BYTES) };
    expect(
      await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        remoteId: pair.doctor.id,
        offer: huge,
      }),
    ).toEqual(refusal(CALL_SIGNAL_TOO_LARGE_MESSAGE));
    expect(await errors.first(1)).toEqual([{ event: 'offer', message: CALL_SIGNAL_TOO_LARGE_MESSAGE }]);
    await stillRelays(patientPage, doctorPage);
  });

  it.each([
    ['join-user with a number', VIDEO_SOCKET_EVENTS.joinUser, 42],
    ['join-user with an id that is no uuid', VIDEO_SOCKET_EVENTS.joinUser, 'me'],
    ['an offer without a description', VIDEO_SOCKET_EVENTS.offer, { remoteId: 'x' }],
    ['an offer of an unknown type', VIDEO_SOCKET_EVENTS.offer, { remoteId: 'x', offer: { type: 'hello' } }],
    ['an answer as a string', VIDEO_SOCKET_EVENTS.answer, 'answer'],
    ['a candidate left out', VIDEO_SOCKET_EVENTS.icecandidate, { to: 'x' }],
    [
      'a candidate with unknown fields',
      VIDEO_SOCKET_EVENTS.icecandidate,
      { candidate: { evil: 1 }, to: 'x' },
    ],
    ['an end-call with an unknown property', VIDEO_SOCKET_EVENTS.endCall, { to: 'x', admin: true }],
    ['a remote-busy to no uuid', VIDEO_SOCKET_EVENTS.remoteBusy, { to: 'x' }],
    ['nothing at all', VIDEO_SOCKET_EVENTS.endCall, null],
  ])(
    'should refuse %s as invalid with call-error, and keep the socket usable',
    async (_case, event, payload) => {
      const errors = callErrorsFrom(patientPage.socket);
      const ack = await emitCall(patientPage.socket, event, payload);
      expect(ack).toEqual(refusal(INVALID_REQUEST_MESSAGE));
      expect(await errors.first(1)).toEqual<CallErrorPayload[]>([
        { event, message: INVALID_REQUEST_MESSAGE },
      ]);
      await stillRelays(patientPage, doctorPage);
    },
  );
});
