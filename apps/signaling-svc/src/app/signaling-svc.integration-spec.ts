import { randomUUID } from 'node:crypto';

import { loadConfig } from '@vitalsync/config';
import { type Actor, CALL_EVENTS, CALL_SUBJECTS, GATEWAY_EVENTS } from '@vitalsync/contracts';
import { createTestDatabaseLocation, testDatabaseEngines, type TestDatabaseLocation } from '@vitalsync/db';
import { type ServiceHarness, startServiceHarness } from '@vitalsync/testing';

import { SignalingSvcConfig } from '../config/signaling-svc.config';
import { type FakeBookings, withFakeAppointments } from '../testing/fake-appointments';
import { SignalingSvcModule } from './signaling-svc.module';

const INVALID = { code: 'request.invalid', message: 'The request is not valid.' };

describe.each(testDatabaseEngines())('signaling-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;
  const bookings: FakeBookings = new Map();
  const gatewayId = randomUUID();

  const book = () => {
    const appointmentId = randomUUID();
    const doctor: Actor = { id: randomUUID(), role: 'doctor' };
    const patient: Actor = { id: randomUUID(), role: 'user' };
    bookings.set(appointmentId, { doctorId: doctor.id, patientId: patient.id });
    return { appointmentId, doctor, patient };
  };
  const connection = () => ({ gatewayId, socketId: randomUUID().slice(0, 20) });

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'signaling',
      module: withFakeAppointments(SignalingSvcModule, bookings),
      config: loadConfig(SignalingSvcConfig, {
        DATA_DIR: location.dataDir,
        SIGNALING_DATABASE_URL: location.url,
      }),
      events: [CALL_EVENTS.deliver],
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('answers its health pattern with its database up', async () => {
    await expect(harness.bus.request('signaling.health', {})).resolves.toEqual({
      service: 'signaling',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });

  it('joins both pages, delivers an offer to the callee as the caller, and ends the call on leave', async () => {
    const { appointmentId, doctor, patient } = book();
    const doctorSocket = connection();
    await harness.bus.emit(GATEWAY_EVENTS.alive, { gatewayId, at: new Date().toISOString() });
    await harness.bus.request(CALL_SUBJECTS.join, { actor: doctor, connection: doctorSocket, appointmentId });
    await expect(
      harness.bus.request(CALL_SUBJECTS.join, { actor: patient, connection: connection(), appointmentId }),
    ).resolves.toEqual({ appointmentId, doctorId: doctor.id, patientId: patient.id, peerPresent: true });

    const from = harness.inbox.events.length;
    const offer = { type: 'offer' as const, sdp: 'v=0' };
    await expect(
      harness.bus.request(CALL_SUBJECTS.signal, {
        actor: doctor,
        connection: doctorSocket,
        kind: 'offer',
        to: patient.id,
        data: offer,
      }),
    ).resolves.toEqual({ outcome: 'delivered' });
    await expect(
      harness.inbox.next(CALL_EVENTS.deliver, (delivery) => delivery.event === 'offer', from),
    ).resolves.toEqual({
      accountId: patient.id,
      event: 'offer',
      payload: { from: doctor.id, remoteId: patient.id, offer },
    });

    await expect(
      harness.bus.request(CALL_SUBJECTS.leave, { actor: doctor, connection: doctorSocket }),
    ).resolves.toEqual({ left: true });
    await expect(
      harness.inbox.next(CALL_EVENTS.deliver, (delivery) => delivery.event === 'call-ended', from),
    ).resolves.toEqual({
      accountId: patient.id,
      event: 'call-ended',
      payload: { from: doctor.id, reason: 'left' },
    });
  });

  it('hands out the ICE servers of its configuration', async () => {
    await expect(harness.bus.request(CALL_SUBJECTS.iceServers, { actor: book().patient })).resolves.toEqual({
      iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
      iceTransportPolicy: 'all',
    });
  });

  it.each([
    ['a join with an appointment id that is no uuid', CALL_SUBJECTS.join, { appointmentId: 'x' }],
    ['a join without a connection', CALL_SUBJECTS.join, { connection: undefined }],
    ['a leave with an odd socket id', CALL_SUBJECTS.leave, { connection: { gatewayId, socketId: '../x' } }],
    [
      'a signal with a client-sent from',
      CALL_SUBJECTS.signal,
      { kind: 'end-call', to: randomUUID(), from: 'x' },
    ],
    ['an offer without a description', CALL_SUBJECTS.signal, { kind: 'offer', to: randomUUID() }],
    [
      'an offer carrying a candidate',
      CALL_SUBJECTS.signal,
      { kind: 'offer', to: randomUUID(), data: { candidate: 'candidate:1' } },
    ],
    ['an end-call with data', CALL_SUBJECTS.signal, { kind: 'end-call', to: randomUUID(), data: null }],
    [
      'an ICE servers query with a forged role',
      CALL_SUBJECTS.iceServers,
      { actor: { id: randomUUID(), role: 'admin' } },
    ],
  ])('refuses %s with 400, never 500', async (_case, pattern, overrides) => {
    const command = { actor: { id: randomUUID(), role: 'user' }, connection: connection(), ...overrides };
    await expect(harness.refusal(pattern, command)).resolves.toEqual(INVALID);
  });
});
