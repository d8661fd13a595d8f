import {
  type CallEndedPayload,
  type ReceivedIceCandidate,
  type ReceivedOffer,
  type ReceivedRemoteBusy,
  CALL_NOT_ALLOWED_MESSAGE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import {
  FAR_FUTURE_MONDAY,
  RUN_MODES,
  SAMPLE_ANSWER,
  SAMPLE_CANDIDATE,
  SAMPLE_OFFER,
  type SystemUnderTest,
  at,
  bookedAppointment,
  callErrorsFrom,
  callEventsFrom,
  callingPair,
  changeAppointment,
  emitCall,
  openCallPage,
  startSystem,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

const DELIVERED = { status: 'success', data: { outcome: 'delivered' } };
const NOT_ALLOWED = { status: 'error', message: CALL_NOT_ALLOWED_MESSAGE };
/** A candidate no refused signal carries, so its arrival is told apart from theirs. */
const LATER_CANDIDATE = { ...SAMPLE_CANDIDATE, candidate: `${SAMPLE_CANDIDATE.candidate} generation 1` };

describe.each(RUN_MODES)('video call pages of a cancelled appointment /video-call (%s mode)', (mode) => {
  let system: SystemUnderTest;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should end the call for both when the doctor cancels, and refuse what the open pages send after', async () => {
    const { doctor, patient, appointmentId } = await callingPair(system.baseUrl);
    const doctorPage = await openCallPage(system.baseUrl, doctor, appointmentId, sockets);
    const patientPage = await openCallPage(system.baseUrl, patient, appointmentId, sockets);
    const offers = callEventsFrom<ReceivedOffer>(patientPage.socket, VIDEO_SOCKET_EVENTS.offer);
    expect(
      await emitCall(doctorPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        remoteId: patient.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual(DELIVERED);
    await offers.first(1);
    const doctorEnded = callEventsFrom<CallEndedPayload>(doctorPage.socket, VIDEO_SOCKET_EVENTS.callEnded);
    const patientEnded = callEventsFrom<CallEndedPayload>(patientPage.socket, VIDEO_SOCKET_EVENTS.callEnded);

    expect((await changeAppointment(doctor.client, 'cancel', appointmentId)).status).toBe(200);

    expect(await doctorEnded.first(1)).toEqual([{ from: patient.id, reason: 'cancelled' }]);
    expect(await patientEnded.first(1)).toEqual([{ from: doctor.id, reason: 'cancelled' }]);

    const candidates = callEventsFrom<ReceivedIceCandidate>(
      patientPage.socket,
      VIDEO_SOCKET_EVENTS.icecandidate,
    );
    const busy = callEventsFrom<ReceivedRemoteBusy>(patientPage.socket, VIDEO_SOCKET_EVENTS.remoteBusy);
    const errors = callErrorsFrom(doctorPage.socket);
    for (const [event, payload] of [
      [VIDEO_SOCKET_EVENTS.offer, { remoteId: patient.id, offer: SAMPLE_OFFER }],
      [VIDEO_SOCKET_EVENTS.icecandidate, { candidate: SAMPLE_CANDIDATE, to: patient.id }],
      [VIDEO_SOCKET_EVENTS.answer, { to: patient.id, answer: SAMPLE_ANSWER }],
      [VIDEO_SOCKET_EVENTS.remoteBusy, { to: patient.id }],
    ] as const)
      expect(await emitCall(doctorPage.socket, event, payload)).toEqual(NOT_ALLOWED);
    expect(await errors.first(4)).toEqual(
      ['offer', 'icecandidate', 'answer', 'remote-busy'].map((event) => ({
        event,
        message: CALL_NOT_ALLOWED_MESSAGE,
      })),
    );
    expect(
      await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        remoteId: doctor.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual(NOT_ALLOWED);

    // A later signal to the patient, from the doctor's page of another appointment of theirs, does arrive (every
    // page of an account hears its calls): the refused ones before it never did.
    const other = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'), 'video-call');
    const doctorOtherPage = await openCallPage(system.baseUrl, doctor, other._id, sockets);
    expect(
      await emitCall(doctorOtherPage.socket, VIDEO_SOCKET_EVENTS.icecandidate, {
        candidate: LATER_CANDIDATE,
        to: patient.id,
      }),
    ).toEqual(DELIVERED);
    expect(await candidates.first(1)).toEqual([
      { from: doctor.id, to: patient.id, candidate: LATER_CANDIDATE },
    ]);
    expect(offers.received).toHaveLength(1);
    expect(busy.received).toEqual([]);
    expect(doctorEnded.received).toHaveLength(1);
  });
});
