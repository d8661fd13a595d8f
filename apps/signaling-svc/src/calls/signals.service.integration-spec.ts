import {
  CALL_NOT_ALLOWED_MESSAGE,
  CALL_NOT_JOINED_MESSAGE,
  CALL_REMOTE_BUSY_MESSAGE,
} from '@vitalsync/contracts';
import { describeEachEngine } from '@vitalsync/db';
import { refusalOf } from '@vitalsync/testing';

import { useCallSetup } from '../testing/call-setup';

const NOT_ALLOWED = { code: 'call.not_allowed', message: CALL_NOT_ALLOWED_MESSAGE };
const OFFER = { type: 'offer' as const, sdp: 'v=0' };

describeEachEngine('SignalsService on %s (fake bus and clock)', (engine) => {
  const setup = useCallSetup(engine);

  /** A doctor and a patient, both on their appointment's page. */
  const onThePage = async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const doctorPage = await s.join(doctor, appointmentId);
    const patientPage = await s.join(patient, appointmentId);
    s.take();
    return { ...s, appointmentId, doctor, patient, doctorPage, patientPage };
  };

  it('delivers an offer as the sender, whatever the client claimed, and records the call', async () => {
    const { offer, take, calls, doctor, patient, doctorPage } = await onThePage();

    await expect(offer(doctorPage, patient.id)).resolves.toEqual({ outcome: 'delivered' });

    expect(take()).toEqual([
      {
        accountId: patient.id,
        event: 'offer',
        payload: { from: doctor.id, remoteId: patient.id, offer: OFFER },
      },
    ]);
    await expect(calls.stateOf(doctor.id, patient.id)).resolves.toMatchObject({ state: 'together' });
  });

  it('answers unavailable when the callee has no page open, and records nothing', async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const doctorPage = await s.join(doctor, appointmentId);

    await expect(s.offer(doctorPage, patient.id)).resolves.toEqual({ outcome: 'unavailable' });
    expect(s.take()).toEqual([]);
    await expect(s.calls.stateOf(doctor.id, patient.id)).resolves.toEqual({ state: 'free' });
  });

  it('answers busy when the callee is in a call with someone else, and delivers nothing to them', async () => {
    const { offer, signal, take, book, bookBetween, join, patient, doctorPage } = await onThePage();
    await offer(doctorPage, patient.id);
    // Another doctor of the same patient calls during the call.
    const other = book().doctor;
    const otherAppointment = bookBetween(other, patient);
    const otherPage = await join(other, otherAppointment);
    take();

    await expect(offer(otherPage, patient.id)).resolves.toEqual({ outcome: 'busy' });
    // The refused caller's trickled candidates stay out of the running call.
    await expect(
      signal(otherPage, 'icecandidate', patient.id, { candidate: 'candidate:1', sdpMid: '0' }),
    ).resolves.toEqual({ outcome: 'busy' });
    // Its end-call (the spec client ends on remote-busy) ends nothing.
    await expect(signal(otherPage, 'end-call', patient.id)).resolves.toEqual({ outcome: 'delivered' });
    expect(take()).toEqual([]);
  });

  it('answers busy when the caller is in a call with someone else', async () => {
    const { offer, take, book, bookBetween, join, doctor, patient, doctorPage } = await onThePage();
    await offer(doctorPage, patient.id);
    const secondPatient = book().patient;
    const appointmentId = bookBetween(doctor, secondPatient);
    const doctorSecondPage = await join(doctor, appointmentId);
    await join(secondPatient, appointmentId);
    take();

    await expect(offer(doctorSecondPage, secondPatient.id)).resolves.toEqual({ outcome: 'busy' });
    expect(take()).toEqual([]);
  });

  it('delivers an offer between the two parties of the running call (ICE restart), not busy', async () => {
    const { offer, take, calls, doctor, patient, doctorPage, patientPage } = await onThePage();
    await offer(doctorPage, patient.id);
    const running = await calls.runningOf(doctor.id);

    await expect(offer(doctorPage, patient.id)).resolves.toEqual({ outcome: 'delivered' });
    await expect(offer(patientPage, doctor.id)).resolves.toEqual({ outcome: 'delivered' });

    expect(take().map(({ accountId, event }) => [accountId, event])).toEqual([
      [patient.id, 'offer'],
      [patient.id, 'offer'],
      [doctor.id, 'offer'],
    ]);
    await expect(calls.runningOf(patient.id)).resolves.toEqual(running);
  });

  it('relays the answer and candidates, the end of candidates as null', async () => {
    const { offer, signal, take, doctor, patient, doctorPage, patientPage } = await onThePage();
    await offer(doctorPage, patient.id);
    take();
    const answer = { type: 'answer' as const, sdp: 'v=0 answer' };
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 };

    await signal(patientPage, 'answer', doctor.id, answer);
    await signal(doctorPage, 'icecandidate', patient.id, candidate);
    await signal(doctorPage, 'icecandidate', patient.id, null);

    expect(take()).toEqual([
      { accountId: doctor.id, event: 'answer', payload: { from: patient.id, to: doctor.id, answer } },
      {
        accountId: patient.id,
        event: 'icecandidate',
        payload: { from: doctor.id, to: patient.id, candidate },
      },
      {
        accountId: patient.id,
        event: 'icecandidate',
        payload: { from: doctor.id, to: patient.id, candidate: null },
      },
    ]);
  });

  it('ends the call once: the other party hears call-ended, a second end-call tells nobody', async () => {
    const { offer, signal, take, calls, doctor, patient, doctorPage, patientPage } = await onThePage();
    await offer(doctorPage, patient.id);
    take();

    await expect(signal(doctorPage, 'end-call', patient.id)).resolves.toEqual({ outcome: 'delivered' });
    await signal(patientPage, 'end-call', doctor.id);

    expect(take()).toEqual([
      { accountId: patient.id, event: 'call-ended', payload: { from: doctor.id, reason: 'ended' } },
    ]);
    await expect(calls.stateOf(doctor.id, patient.id)).resolves.toEqual({ state: 'free' });
  });

  it('relays remote-busy as the sender, whatever call the sender is in', async () => {
    const { signal, take, calls, doctor, patient, patientPage, book, bookBetween, join } = await onThePage();
    // The patient is in a call with another doctor of theirs.
    const other = book().doctor;
    const otherAppointment = bookBetween(other, patient);
    await join(other, otherAppointment);
    const patientOtherPage = await join(patient, otherAppointment);
    await signal(patientOtherPage, 'offer', other.id, { type: 'offer', sdp: 'v=0' });
    take();

    await expect(signal(patientPage, 'remote-busy', doctor.id)).resolves.toEqual({ outcome: 'delivered' });

    expect(take()).toEqual([
      {
        accountId: doctor.id,
        event: 'remote-busy',
        payload: { from: patient.id, remoteId: patient.id, message: CALL_REMOTE_BUSY_MESSAGE },
      },
    ]);
    await expect(calls.stateOf(patient.id, other.id)).resolves.toMatchObject({ state: 'together' });
  });

  it('ends the call a refused offer recorded when the callee answers remote-busy, telling nobody but the caller', async () => {
    const { offer, signal, take, calls, book, bookBetween, join, doctor, patient, doctorPage, patientPage } =
      await onThePage();
    await offer(doctorPage, patient.id);
    take();

    await signal(patientPage, 'remote-busy', doctor.id);

    expect(take().map(({ accountId, event }) => [accountId, event])).toEqual([[doctor.id, 'remote-busy']]);
    await expect(calls.stateOf(doctor.id, patient.id)).resolves.toEqual({ state: 'free' });
    // Neither of the two stays busy for anyone else.
    const secondPatient = book().patient;
    const appointmentId = bookBetween(doctor, secondPatient);
    await join(secondPatient, appointmentId);
    await expect(offer(await join(doctor, appointmentId), secondPatient.id)).resolves.toEqual({
      outcome: 'delivered',
    });
  });

  it('refuses a recipient other than the page’s other participant, for every kind', async () => {
    const { signal, take, book, join, doctorPage } = await onThePage();
    const stranger = book().patient;
    await join(stranger);

    for (const kind of ['offer', 'answer', 'icecandidate', 'remote-busy', 'end-call'] as const) {
      const data = kind === 'offer' || kind === 'answer' ? { type: kind, sdp: 'v=0' } : undefined;
      expect(await refusalOf(signal(doctorPage, kind, stranger.id, data))).toEqual(NOT_ALLOWED);
    }
    expect(take()).toEqual([]);
  });

  it('lets a bare page (spec style) reach an account it shares an appointment with, and no one else', async () => {
    const s = setup();
    const { doctor, patient } = s.book();
    const doctorPage = await s.join(doctor);
    await s.join(patient);

    await expect(s.offer(doctorPage, patient.id)).resolves.toEqual({ outcome: 'delivered' });
    expect(await refusalOf(s.offer(doctorPage, s.book().patient.id))).toEqual(NOT_ALLOWED);
    expect(await refusalOf(s.offer(doctorPage, doctor.id))).toEqual(NOT_ALLOWED);
  });

  it('refuses a socket that never joined, or one filed under another account', async () => {
    const { signal, patient, doctor, doctorPage } = await onThePage();

    expect(
      await refusalOf(
        signal(
          { ...doctorPage, connection: { ...doctorPage.connection, socketId: 'never-joined' } },
          'end-call',
          patient.id,
        ),
      ),
    ).toEqual({ code: 'call.not_joined', message: CALL_NOT_JOINED_MESSAGE });
    expect(await refusalOf(signal({ ...doctorPage, actor: patient }, 'end-call', doctor.id))).toEqual({
      code: 'call.not_joined',
      message: CALL_NOT_JOINED_MESSAGE,
    });
  });

  it('refuses signals from a socket of a gateway that fell silent', async () => {
    const { signal, advanceSeconds, patient, doctorPage } = await onThePage();
    advanceSeconds(16);

    expect(await refusalOf(signal(doctorPage, 'end-call', patient.id))).toEqual({
      code: 'call.not_joined',
      message: CALL_NOT_JOINED_MESSAGE,
    });
  });

  it('gives two offers racing for one callee one call and one busy', async () => {
    const s = setup();
    const patient = s.account('user');
    const [first, second] = [s.account('doctor'), s.account('doctor')];
    const pages = await Promise.all(
      [first, second].map(async (doctor) => {
        const appointmentId = s.bookBetween(doctor, patient);
        await s.join(patient, appointmentId);
        return s.join(doctor, appointmentId);
      }),
    );

    const outcomes = await Promise.all(pages.map((page) => s.offer(page, patient.id)));

    expect(outcomes.map(({ outcome }) => outcome).sort()).toEqual(['busy', 'delivered']);
  });
});
