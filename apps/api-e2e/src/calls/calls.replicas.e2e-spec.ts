import {
  type ReceivedAnswer,
  type ReceivedOffer,
  type RemoteBusyPayload,
  CALL_REMOTE_BUSY_MESSAGE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import {
  type GatewayReplica,
  SAMPLE_ANSWER,
  SAMPLE_OFFER,
  type SystemUnderTest,
  anotherPatientOf,
  callEventsFrom,
  callingPair,
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
});
