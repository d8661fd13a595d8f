import {
  type CallEndedPayload,
  type ReceivedAnswer,
  type ReceivedIceCandidate,
  type ReceivedOffer,
  type RemoteBusyPayload,
  CALL_NOT_ALLOWED_MESSAGE,
  CALL_REMOTE_BUSY_MESSAGE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import {
  FAR_FUTURE_MONDAY,
  type GatewayReplica,
  SAMPLE_ANSWER,
  SAMPLE_CANDIDATE,
  SAMPLE_OFFER,
  type SystemUnderTest,
  anotherPatientOf,
  at,
  bookedAppointment,
  callEventsFrom,
  callingPair,
  changeAppointment,
  emitCall,
  openCallPage,
  startTwoGateways,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

const DELIVERED = { status: 'success', data: { outcome: 'delivered' } };

describe('video calls across gateway processes (distributed mode only)', () => {
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

  it('should relay a call between participants held by different gateway processes, and answer busy to a third party on either', async () => {
    const { doctor, patient, appointmentId } = await callingPair(first);
    const other = await anotherPatientOf(first, doctor, '10:00');
    const doctorPage = await openCallPage(first, doctor, appointmentId, sockets);
    const patientPage = await openCallPage(second.baseUrl, patient, appointmentId, sockets);
    expect(patientPage.joined.peerPresent).toBe(true);

    const offers = callEventsFrom<ReceivedOffer>(patientPage.socket, VIDEO_SOCKET_EVENTS.offer);
    const answers = callEventsFrom<ReceivedAnswer>(doctorPage.socket, VIDEO_SOCKET_EVENTS.answer);
    expect(
      await emitCall(doctorPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        remoteId: patient.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual(DELIVERED);
    expect(await offers.first(1)).toEqual([{ from: doctor.id, remoteId: patient.id, offer: SAMPLE_OFFER }]);
    await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.answer, { to: doctor.id, answer: SAMPLE_ANSWER });
    expect(await answers.first(1)).toEqual([{ from: patient.id, to: doctor.id, answer: SAMPLE_ANSWER }]);

    for (const baseUrl of [second.baseUrl, first]) {
      const otherPage = await openCallPage(baseUrl, other.patient, other.appointmentId, sockets);
      const busy = callEventsFrom<RemoteBusyPayload>(otherPage.socket, VIDEO_SOCKET_EVENTS.remoteBusy);
      expect(
        await emitCall(otherPage.socket, VIDEO_SOCKET_EVENTS.offer, {
          remoteId: doctor.id,
          offer: SAMPLE_OFFER,
        }),
      ).toEqual({ status: 'success', data: { outcome: 'busy' } });
      expect(await busy.first(1)).toEqual([{ remoteId: doctor.id, message: CALL_REMOTE_BUSY_MESSAGE }]);
    }
  });

  it('should end a call on every gateway process when its appointment is cancelled, and refuse the old pages there', async () => {
    const { doctor, patient, appointmentId } = await callingPair(first, '11:00');
    const doctorPage = await openCallPage(first, doctor, appointmentId, sockets);
    const patientPage = await openCallPage(second.baseUrl, patient, appointmentId, sockets);
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

    expect((await changeAppointment(patient.client, 'cancel', appointmentId)).status).toBe(200);

    expect(await doctorEnded.first(1)).toEqual([{ from: patient.id, reason: 'cancelled' }]);
    expect(await patientEnded.first(1)).toEqual([{ from: doctor.id, reason: 'cancelled' }]);
    const candidates = callEventsFrom<ReceivedIceCandidate>(
      patientPage.socket,
      VIDEO_SOCKET_EVENTS.icecandidate,
    );
    for (const [event, payload] of [
      [VIDEO_SOCKET_EVENTS.offer, { remoteId: patient.id, offer: SAMPLE_OFFER }],
      [VIDEO_SOCKET_EVENTS.icecandidate, { candidate: SAMPLE_CANDIDATE, to: patient.id }],
    ] as const)
      expect(await emitCall(doctorPage.socket, event, payload)).toEqual({
        status: 'error',
        message: CALL_NOT_ALLOWED_MESSAGE,
      });

    // A later candidate from the doctor's page of another appointment of theirs, on the other process, arrives.
    const later = { ...SAMPLE_CANDIDATE, candidate: `${SAMPLE_CANDIDATE.candidate} generation 1` };
    const other = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '12:00'), 'video-call');
    const doctorOtherPage = await openCallPage(second.baseUrl, doctor, other._id, sockets);
    expect(
      await emitCall(doctorOtherPage.socket, VIDEO_SOCKET_EVENTS.icecandidate, {
        candidate: later,
        to: patient.id,
      }),
    ).toEqual(DELIVERED);
    expect(await candidates.first(1)).toEqual([{ from: doctor.id, to: patient.id, candidate: later }]);
    expect(offers.received).toHaveLength(1);
  });
});
