import {
  type CallEndedPayload,
  type PeerUnavailablePayload,
  type PresencePayload,
  type ReceivedAnswer,
  type ReceivedIceCandidate,
  type ReceivedOffer,
  type ReceivedRemoteBusy,
  type RemoteBusyPayload,
  CALL_PEER_UNAVAILABLE_MESSAGE,
  CALL_REMOTE_BUSY_MESSAGE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import {
  type CallPage,
  RUN_MODES,
  SAMPLE_ANSWER,
  SAMPLE_CANDIDATE,
  SAMPLE_OFFER,
  type SystemUnderTest,
  anotherPatientOf,
  callEventsFrom,
  callingPair,
  emitCall,
  openCallPage,
  startSystem,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

const DELIVERED = { status: 'success', data: { outcome: 'delivered' } };

describe.each(RUN_MODES)('video call signalling /video-call (%s mode)', (mode) => {
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

  const page = (who: CallPage['who'], appointmentId?: string): Promise<CallPage> =>
    openCallPage(system.baseUrl, who, appointmentId, sockets);

  /** Caller offers, callee answers: the two are in a call together. */
  const inCall = async (caller: CallPage, callee: CallPage): Promise<void> => {
    const offers = callEventsFrom<ReceivedOffer>(callee.socket, VIDEO_SOCKET_EVENTS.offer);
    const answers = callEventsFrom<ReceivedAnswer>(caller.socket, VIDEO_SOCKET_EVENTS.answer);
    expect(
      await emitCall(caller.socket, VIDEO_SOCKET_EVENTS.offer, {
        remoteId: callee.who.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual(DELIVERED);
    await offers.first(1);
    expect(
      await emitCall(callee.socket, VIDEO_SOCKET_EVENTS.answer, { to: caller.who.id, answer: SAMPLE_ANSWER }),
    ).toEqual(DELIVERED);
    await answers.first(1);
  };

  it('should tell each participant when the other arrives on and leaves the call page', async () => {
    const { doctor, patient, appointmentId } = await callingPair(system.baseUrl);
    const doctorPage = await page(doctor, appointmentId);
    expect(doctorPage.joined).toEqual({
      appointmentId,
      doctorId: doctor.id,
      patientId: patient.id,
      peerPresent: false,
    });
    const presence = callEventsFrom<PresencePayload>(doctorPage.socket, VIDEO_SOCKET_EVENTS.presence);

    const patientPage = await page(patient, appointmentId);
    expect(patientPage.joined.peerPresent).toBe(true);
    expect(await presence.first(1)).toEqual([{ appointmentId, accountId: patient.id, present: true }]);

    patientPage.socket.close();
    expect((await presence.first(2))[1]).toEqual({ appointmentId, accountId: patient.id, present: false });
  });

  it('should relay offer, answer, candidates and end-call to the other participant, with from set by the server', async () => {
    const { doctor, patient, appointmentId } = await callingPair(system.baseUrl);
    const doctorPage = await page(doctor, appointmentId);
    const patientPage = await page(patient, appointmentId);
    const offers = callEventsFrom<ReceivedOffer>(patientPage.socket, VIDEO_SOCKET_EVENTS.offer);
    const answers = callEventsFrom<ReceivedAnswer>(doctorPage.socket, VIDEO_SOCKET_EVENTS.answer);
    const toPatient = callEventsFrom<ReceivedIceCandidate>(
      patientPage.socket,
      VIDEO_SOCKET_EVENTS.icecandidate,
    );
    const toDoctor = callEventsFrom<ReceivedIceCandidate>(
      doctorPage.socket,
      VIDEO_SOCKET_EVENTS.icecandidate,
    );
    const ended = callEventsFrom<CallEndedPayload>(patientPage.socket, VIDEO_SOCKET_EVENTS.callEnded);

    // Each side claims to be the other: the server names the real sender.
    expect(
      await emitCall(doctorPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        from: patient.id,
        remoteId: patient.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual(DELIVERED);
    expect(await offers.first(1)).toEqual([{ from: doctor.id, remoteId: patient.id, offer: SAMPLE_OFFER }]);

    expect(
      await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.answer, {
        from: doctor.id,
        to: doctor.id,
        answer: SAMPLE_ANSWER,
      }),
    ).toEqual(DELIVERED);
    expect(await answers.first(1)).toEqual([{ from: patient.id, to: doctor.id, answer: SAMPLE_ANSWER }]);

    for (const candidate of [SAMPLE_CANDIDATE, null])
      expect(
        await emitCall(doctorPage.socket, VIDEO_SOCKET_EVENTS.icecandidate, { candidate, to: patient.id }),
      ).toEqual(DELIVERED);
    expect(await toPatient.first(2)).toEqual([
      { from: doctor.id, to: patient.id, candidate: SAMPLE_CANDIDATE },
      { from: doctor.id, to: patient.id, candidate: null },
    ]);
    await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.icecandidate, {
      candidate: SAMPLE_CANDIDATE,
      to: doctor.id,
    });
    expect(await toDoctor.first(1)).toEqual([
      { from: patient.id, to: doctor.id, candidate: SAMPLE_CANDIDATE },
    ]);

    expect(
      await emitCall(doctorPage.socket, VIDEO_SOCKET_EVENTS.endCall, { from: patient.id, to: patient.id }),
    ).toEqual(DELIVERED);
    expect(await ended.first(1)).toEqual([{ from: doctor.id, reason: 'ended' }]);
  });

  it('should end the call for the caller when the callee closes the call page mid-call', async () => {
    const { doctor, patient, appointmentId } = await callingPair(system.baseUrl);
    const doctorPage = await page(doctor, appointmentId);
    const patientPage = await page(patient, appointmentId);
    await inCall(doctorPage, patientPage);
    const ended = callEventsFrom<CallEndedPayload>(doctorPage.socket, VIDEO_SOCKET_EVENTS.callEnded);

    patientPage.socket.close();
    expect(await ended.first(1)).toEqual([{ from: patient.id, reason: 'left' }]);
  });

  it('should answer remote-busy to a third party offering to a callee who is in a call, and still relay the call', async () => {
    const { doctor, patient, appointmentId } = await callingPair(system.baseUrl);
    const other = await anotherPatientOf(system.baseUrl, doctor, '10:00');
    const doctorPage = await page(doctor, appointmentId);
    const patientPage = await page(patient, appointmentId);
    const otherPage = await page(other.patient, other.appointmentId);
    await inCall(patientPage, doctorPage);
    const busy = callEventsFrom<RemoteBusyPayload>(otherPage.socket, VIDEO_SOCKET_EVENTS.remoteBusy);
    const doctorOffers = callEventsFrom<ReceivedOffer>(doctorPage.socket, VIDEO_SOCKET_EVENTS.offer);

    expect(
      await emitCall(otherPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        remoteId: doctor.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual({ status: 'success', data: { outcome: 'busy' } });
    expect(await busy.first(1)).toEqual([{ remoteId: doctor.id, message: CALL_REMOTE_BUSY_MESSAGE }]);

    // An offer between the two already in the call (an ICE restart) is relayed, and is the doctor's only one.
    const restart = { type: 'offer', sdp: `${SAMPLE_OFFER.sdp}a=ice-options:trickle\r\n` };
    expect(
      await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.offer, { remoteId: doctor.id, offer: restart }),
    ).toEqual(DELIVERED);
    expect(await doctorOffers.first(1)).toEqual([{ from: patient.id, remoteId: doctor.id, offer: restart }]);
  });

  it("should relay a callee's remote-busy to the caller, from the callee's session whatever it claims", async () => {
    const { doctor, patient, appointmentId } = await callingPair(system.baseUrl);
    const doctorPage = await page(doctor, appointmentId);
    const patientPage = await page(patient, appointmentId);
    const offers = callEventsFrom<ReceivedOffer>(patientPage.socket, VIDEO_SOCKET_EVENTS.offer);
    const busy = callEventsFrom<ReceivedRemoteBusy>(doctorPage.socket, VIDEO_SOCKET_EVENTS.remoteBusy);
    await emitCall(doctorPage.socket, VIDEO_SOCKET_EVENTS.offer, {
      remoteId: patient.id,
      offer: SAMPLE_OFFER,
    });
    await offers.first(1);

    expect(
      await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.remoteBusy, { from: doctor.id, to: doctor.id }),
    ).toEqual(DELIVERED);

    expect(await busy.first(1)).toEqual([
      { from: patient.id, remoteId: patient.id, message: CALL_REMOTE_BUSY_MESSAGE },
    ]);
  });

  it('should tell the caller peer-unavailable when the other participant is not on the call page', async () => {
    const { doctor, patient, appointmentId } = await callingPair(system.baseUrl);
    const patientPage = await page(patient, appointmentId);
    const away = callEventsFrom<PeerUnavailablePayload>(
      patientPage.socket,
      VIDEO_SOCKET_EVENTS.peerUnavailable,
    );

    expect(
      await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        remoteId: doctor.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual({ status: 'success', data: { outcome: 'unavailable' } });
    expect(await away.first(1)).toEqual([{ remoteId: doctor.id, message: CALL_PEER_UNAVAILABLE_MESSAGE }]);
  });

  it("should let the spec's client join with its bare id and call the doctor of its appointment", async () => {
    const { doctor, patient } = await callingPair(system.baseUrl);
    const doctorPage = await page(doctor);
    const patientPage = await page(patient);
    const offers = callEventsFrom<ReceivedOffer>(doctorPage.socket, VIDEO_SOCKET_EVENTS.offer);
    expect(
      await emitCall(patientPage.socket, VIDEO_SOCKET_EVENTS.offer, {
        from: patient.id,
        remoteId: doctor.id,
        offer: SAMPLE_OFFER,
      }),
    ).toEqual(DELIVERED);
    expect(await offers.first(1)).toEqual([{ from: patient.id, remoteId: doctor.id, offer: SAMPLE_OFFER }]);
  });
});
