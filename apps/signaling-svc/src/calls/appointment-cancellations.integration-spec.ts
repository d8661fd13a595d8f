import { randomUUID } from 'node:crypto';

import { CALL_NOT_ALLOWED_MESSAGE, type SignalCommand } from '@vitalsync/contracts';
import { describeEachEngine } from '@vitalsync/db';
import { refusalOf } from '@vitalsync/testing';

import { useCallSetup } from '../testing/call-setup';

const NOT_ALLOWED = { code: 'call.not_allowed', message: CALL_NOT_ALLOWED_MESSAGE };
const OFFER = { type: 'offer' as const, sdp: 'v=0' };

/** Every signal a page sends, with the data its kind carries. */
const EVERY_SIGNAL: Array<[SignalCommand['kind'], SignalCommand['data']]> = [
  ['offer', OFFER],
  ['answer', { type: 'answer', sdp: 'v=0' }],
  ['icecandidate', { candidate: 'candidate:1', sdpMid: '0' }],
  ['remote-busy', undefined],
  ['end-call', undefined],
];

describeEachEngine('AppointmentCancellations on %s (fake bus and clock)', (engine) => {
  const setup = useCallSetup(engine);

  /** A doctor and a patient on their appointment's page, in a call the doctor started. */
  const inACall = async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const doctorPage = await s.join(doctor, appointmentId);
    const patientPage = await s.join(patient, appointmentId);
    await s.offer(doctorPage, patient.id);
    s.take();
    return { ...s, appointmentId, doctor, patient, doctorPage, patientPage };
  };

  it('ends the call for both, each told by the other, and refuses whatever the open pages send after', async () => {
    const { cancel, signal, take, calls, appointmentId, doctor, patient, doctorPage, patientPage } =
      await inACall();

    await cancel(appointmentId);

    expect(take()).toEqual([
      { accountId: doctor.id, event: 'call-ended', payload: { from: patient.id, reason: 'cancelled' } },
      { accountId: patient.id, event: 'call-ended', payload: { from: doctor.id, reason: 'cancelled' } },
    ]);
    await expect(calls.stateOf(doctor.id, patient.id)).resolves.toEqual({ state: 'free' });
    for (const [from, to] of [
      [doctorPage, patient.id],
      [patientPage, doctor.id],
    ] as const)
      for (const [kind, data] of EVERY_SIGNAL)
        expect(await refusalOf(signal(from, kind, to, data))).toEqual(NOT_ALLOWED);
    expect(take()).toEqual([]);
  });

  it('does nothing more when the event comes again', async () => {
    const { cancel, offer, take, calls, appointmentId, doctor, patient, doctorPage } = await inACall();
    await cancel(appointmentId);
    take();

    await cancel(appointmentId);

    expect(take()).toEqual([]);
    await expect(calls.stateOf(doctor.id, patient.id)).resolves.toEqual({ state: 'free' });
    expect(await refusalOf(offer(doctorPage, patient.id))).toEqual(NOT_ALLOWED);
  });

  it('does not end, when the event comes again, a call the two began after it on bare pages', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    // Another appointment of theirs lets their bare pages call.
    s.bookBetween(doctor, patient);
    await s.cancel(appointmentId);
    s.advanceSeconds(1);
    const doctorPage = await s.join(doctor);
    await s.join(patient);
    await expect(s.offer(doctorPage, patient.id)).resolves.toEqual({ outcome: 'delivered' });
    s.take();

    await s.cancel(appointmentId);

    expect(s.take()).toEqual([]);
    await expect(s.calls.stateOf(doctor.id, patient.id)).resolves.toMatchObject({ state: 'together' });
  });

  it('ends a call begun on a bare page with the cancelled page', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const doctorPage = await s.join(doctor);
    await s.join(patient, appointmentId);
    await s.offer(doctorPage, patient.id);
    s.take();

    await s.cancel(appointmentId);

    expect(s.take().map(({ accountId, event }) => [accountId, event])).toEqual([
      [doctor.id, 'call-ended'],
      [patient.id, 'call-ended'],
    ]);
  });

  it('leaves a call on the page of another appointment of theirs running', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const other = s.bookBetween(doctor, patient);
    await s.join(doctor, appointmentId);
    await s.join(patient, appointmentId);
    const doctorOtherPage = await s.join(doctor, other);
    await s.join(patient, other);
    await s.offer(doctorOtherPage, patient.id);
    s.take();

    await s.cancel(appointmentId);

    expect(s.take()).toEqual([]);
    await expect(s.calls.stateOf(doctor.id, patient.id)).resolves.toMatchObject({ state: 'together' });
    await expect(
      s.signal(doctorOtherPage, 'icecandidate', patient.id, { candidate: 'candidate:1' }),
    ).resolves.toEqual({ outcome: 'delivered' });
  });

  it('forgets the presence of the cancelled page: a bare page calling finds the other away', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    s.bookBetween(doctor, patient);
    await s.join(patient, appointmentId);
    const doctorPage = await s.join(doctor);

    await s.cancel(appointmentId);

    await expect(s.offer(doctorPage, patient.id)).resolves.toEqual({ outcome: 'unavailable' });
    expect(s.take()).toEqual([]);
  });

  it('refuses a page whose join was recorded after the cancellation (a join that raced it)', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    await s.join(patient, appointmentId);
    await s.cancel(appointmentId);
    // The join was let in by appointment-svc before the cancellation, and written after signaling-svc heard it.
    const connection = { gatewayId: s.gatewayId, socketId: randomUUID().slice(0, 20) };
    await s.presenceRepository.join({
      ...connection,
      accountId: doctor.id,
      appointmentId,
      peerId: patient.id,
      joinedAt: new Date('2030-06-01T09:00:00.000Z'),
    });

    expect(await refusalOf(s.signal({ actor: doctor, connection }, 'offer', patient.id, OFFER))).toEqual(
      NOT_ALLOWED,
    );
  });

  it('tells nobody anything when the two were in no call', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    await s.join(doctor, appointmentId);
    await s.join(patient, appointmentId);
    s.take();

    await s.cancel(appointmentId);

    expect(s.take()).toEqual([]);
  });
});
