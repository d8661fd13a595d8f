import { randomUUID } from 'node:crypto';

import { CALL_NOT_ALLOWED_MESSAGE } from '@vitalsync/contracts';
import { describeEachEngine } from '@vitalsync/db';
import { refusalOf } from '@vitalsync/testing';

import { useCallSetup } from '../testing/call-setup';

const NOT_ALLOWED = { code: 'call.not_allowed', message: CALL_NOT_ALLOWED_MESSAGE };

describeEachEngine('PresenceService on %s (fake bus and clock)', (engine) => {
  const setup = useCallSetup(engine);

  it('answers a join with the appointment’s parties; the second to arrive hears the first is here', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const parties = { appointmentId, doctorId: doctor.id, patientId: patient.id };

    await expect(s.join(doctor, appointmentId)).resolves.toMatchObject({
      joined: { ...parties, peerPresent: false },
    });
    expect(s.take()).toEqual([]);
    await expect(s.join(patient, appointmentId)).resolves.toMatchObject({
      joined: { ...parties, peerPresent: true },
    });
    expect(s.take()).toEqual([
      {
        accountId: doctor.id,
        event: 'presence',
        payload: { appointmentId, accountId: patient.id, present: true },
      },
    ]);
  });

  it('answers a bare join (spec style) without an appointment', async () => {
    const s = setup();
    await expect(s.join(s.book().doctor)).resolves.toMatchObject({ joined: { peerPresent: false } });
  });

  it('refuses an outsider, and everyone once the appointment is cancelled', async () => {
    const s = setup();
    const { appointmentId } = s.book();
    const cancelled = s.book('cancelled');

    expect(await refusalOf(s.join(s.book().patient, appointmentId))).toEqual(NOT_ALLOWED);
    expect(await refusalOf(s.join(cancelled.doctor, cancelled.appointmentId))).toEqual(NOT_ALLOWED);
  });

  it('ends the call only when the account’s last socket leaves; the peer hears the page closed', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const firstTab = await s.join(doctor, appointmentId);
    const secondTab = await s.join(doctor, appointmentId);
    await s.join(patient, appointmentId);
    await s.offer(firstTab, patient.id);
    s.take();

    await expect(s.leave(firstTab)).resolves.toEqual({ left: true });
    expect(s.take()).toEqual([]);
    await expect(s.calls.runningOf(patient.id)).resolves.toBeDefined();

    await expect(s.leave(secondTab)).resolves.toEqual({ left: true });
    expect(s.take()).toEqual([
      {
        accountId: patient.id,
        event: 'presence',
        payload: { appointmentId, accountId: doctor.id, present: false },
      },
      { accountId: patient.id, event: 'call-ended', payload: { from: doctor.id, reason: 'left' } },
    ]);
    await expect(s.calls.runningOf(patient.id)).resolves.toBeUndefined();
    await expect(s.leave(secondTab)).resolves.toEqual({ left: false });
  });

  it('sweeps a silent gateway as if its sockets had left, and keeps one that beats', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const doctorPage = await s.join(doctor, appointmentId, s.gatewayId);
    const beatingGateway = randomUUID();
    await s.join(patient, appointmentId, beatingGateway);
    await s.offer(doctorPage, patient.id);
    s.take();

    s.advanceSeconds(10);
    await s.presence.gatewayAlive(beatingGateway);
    s.advanceSeconds(6);
    await expect(s.presence.sweep()).resolves.toBeGreaterThanOrEqual(1);

    expect(s.take()).toEqual([
      {
        accountId: patient.id,
        event: 'presence',
        payload: { appointmentId, accountId: doctor.id, present: false },
      },
      { accountId: patient.id, event: 'call-ended', payload: { from: doctor.id, reason: 'left' } },
    ]);
    await expect(s.leave(doctorPage)).resolves.toEqual({ left: false });

    // The beating gateway survives the next sweep; silent for as long again, it goes too.
    await s.presence.sweep();
    expect(s.take()).toEqual([]);
    s.advanceSeconds(16);
    await s.presence.sweep();
    await expect(s.join(doctor, appointmentId)).resolves.toMatchObject({ joined: { peerPresent: false } });
  });
});
