import { randomUUID } from 'node:crypto';

import { loadConfig } from '@vitalsync/config';
import {
  ACCOUNT_EVENTS,
  type Actor,
  APPOINTMENT_EVENTS,
  APPOINTMENT_SUBJECTS,
  type AppointmentDetail,
  type RpcPattern,
  type RpcRequest,
  type WeeklyHours,
} from '@vitalsync/contracts';
import { createTestDatabaseLocation, testDatabaseEngines, type TestDatabaseLocation } from '@vitalsync/db';
import {
  doctorProfile,
  patientProfile,
  type ServiceHarness,
  startServiceHarness,
  waitFor,
} from '@vitalsync/testing';

import { AppointmentSvcConfig } from '../config/appointment-svc.config';
import { FakeProfiles, withFakeProfiles } from '../testing/fake-profiles';
import { AppointmentSvcModule } from './appointment-svc.module';

// Far enough ahead that the service's real clock never reaches it; 2099-03-02 is a Monday.
const MONDAY = '2099-03-02';
const at = (time: string, day = MONDAY) => `${day}T${time}:00.000Z`;
const NINE_TO_NOON_UTC: WeeklyHours = { timeZone: 'UTC', hours: [{ day: 1, from: '09:00', to: '12:00' }] };

describe.each(testDatabaseEngines())('appointment-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;
  const profiles = new FakeProfiles();

  const call = <P extends RpcPattern>(pattern: P, payload: RpcRequest<P>) =>
    harness.bus.request(pattern, payload);

  /** A doctor and a patient auth-svc knows, as the actors their sessions would give. */
  const people = (weeklyHours: WeeklyHours | null = null) => {
    const doctor = doctorProfile(`Dr ${randomUUID().slice(0, 8)}`, weeklyHours);
    const patient = patientProfile(`Patient ${randomUUID().slice(0, 8)}`);
    profiles.add(doctor, patient);
    return {
      doctor: { id: doctor._id, role: 'doctor' } as Actor,
      patient: { id: patient._id, role: 'user' } as Actor,
      doctorName: doctor.personal_info.fullName,
      patientName: patient.personal_info.fullName,
    };
  };

  const book = (
    patient: Actor,
    doctor: Actor,
    dateTime = at('09:00'),
    type: 'video-call' | 'chat' | 'video' = 'chat',
  ) => call(APPOINTMENT_SUBJECTS.book, { actor: patient, booking: { doctorId: doctor.id, dateTime, type } });

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'appointment',
      module: withFakeProfiles(AppointmentSvcModule, profiles),
      config: loadConfig(AppointmentSvcConfig, {
        DATA_DIR: location.dataDir,
        APPOINTMENT_DATABASE_URL: location.url,
      }),
      events: Object.values(APPOINTMENT_EVENTS),
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('answers its health pattern with its database up', async () => {
    await expect(harness.bus.request('appointment.health', {})).resolves.toEqual({
      service: 'appointment',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });

  it('books with both names, publishes appointment.booked and lists it on both sides', async () => {
    const { doctor, patient, doctorName, patientName } = people();

    const booked = await book(patient, doctor, at('09:00'), 'video');

    expect(booked).toEqual({
      _id: expect.any(String),
      dateTime: at('09:00'),
      status: 'scheduled',
      type: 'video-call',
      reason: null,
      prescription: null,
      user: { fullName: patientName, userId: patient.id },
      doctor: { fullName: doctorName, doctorId: doctor.id },
    });
    await expect(
      harness.inbox.next(APPOINTMENT_EVENTS.booked, (event) => event.appointmentId === booked._id),
    ).resolves.toEqual({
      appointmentId: booked._id,
      doctorId: doctor.id,
      patientId: patient.id,
      doctorName,
      patientName,
      dateTime: at('09:00'),
      type: 'video-call',
      status: 'scheduled',
      by: 'user',
      at: expect.any(String),
    });
    await expect(call(APPOINTMENT_SUBJECTS.listForDoctor, { actor: doctor })).resolves.toEqual([
      expect.objectContaining({ _id: booked._id, user: { fullName: patientName, userId: patient.id } }),
    ]);
    await expect(
      call(APPOINTMENT_SUBJECTS.listForUser, { actor: patient, scheduledOnly: true }),
    ).resolves.toEqual([
      expect.objectContaining({ _id: booked._id, doctor: { fullName: doctorName, doctorId: doctor.id } }),
    ]);
  });

  it('answers one of two simultaneous bookings of a slot with 409', async () => {
    const { doctor, patient } = people();
    const { patient: rival } = people();

    const results = await Promise.allSettled([
      book(patient, doctor, at('10:00')),
      book(rival, doctor, at('10:00')),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toEqual({
      status: 'rejected',
      reason: { code: 'appointment.slot_taken', message: 'This time slot is already booked.' },
    });
  });

  it('refuses bookings the rules forbid, each with its message', async () => {
    const { doctor, patient } = people(NINE_TO_NOON_UTC);
    const booking = (changes: object) => ({
      doctorId: doctor.id,
      dateTime: at('09:30'),
      type: 'chat',
      ...changes,
    });

    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.book, { actor: doctor, booking: booking({}) }),
    ).resolves.toEqual({
      code: 'forbidden',
      message: 'Only patients can book appointments.',
    });
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.book, {
        actor: patient,
        booking: booking({ doctorId: patient.id }),
      }),
    ).resolves.toEqual({ code: 'appointment.unknown_doctor', message: 'This doctor does not exist.' });
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.book, {
        actor: patient,
        booking: booking({ dateTime: '2001-01-01T10:00:00Z' }),
      }),
    ).resolves.toEqual({ code: 'appointment.in_past', message: 'Please choose a time in the future.' });
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.book, {
        actor: patient,
        booking: booking({ dateTime: at('12:00') }),
      }),
    ).resolves.toEqual({
      code: 'appointment.outside_hours',
      message: 'The doctor does not see patients at that time. Please pick one of the free slots.',
    });
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.book, {
        actor: patient,
        booking: booking({ doctorId: 'doctor-1' }),
      }),
    ).resolves.toEqual({ code: 'request.invalid', message: 'The request is not valid.' });
  });

  it('lists the doctor’s free slots of a day without the booked ones', async () => {
    const { doctor, patient } = people(NINE_TO_NOON_UTC);
    await book(patient, doctor, at('10:00'));

    await expect(
      call(APPOINTMENT_SUBJECTS.slots, { actor: patient, query: { doctorId: doctor.id, date: MONDAY } }),
    ).resolves.toEqual({
      hoursSet: true,
      slots: [at('09:00'), at('09:30'), at('10:30'), at('11:00'), at('11:30')],
    });
    const { doctor: anytime } = people();
    await expect(
      call(APPOINTMENT_SUBJECTS.slots, { actor: patient, query: { doctorId: anytime.id, date: MONDAY } }),
    ).resolves.toEqual({ hoursSet: false, slots: [] });
  });

  it('starts, prescribes and completes with the doctor, refuses others, and publishes each change', async () => {
    const { doctor, patient } = people();
    const { doctor: colleague } = people();
    const { _id: appointmentId } = await book(patient, doctor, at('11:00'));
    const transition = (actor: Actor, action: 'start' | 'complete' | 'cancel') =>
      call(APPOINTMENT_SUBJECTS.transition, { actor, appointmentId, action });
    const refused = (actor: Actor, action: 'start' | 'complete' | 'cancel') =>
      harness.refusal(APPOINTMENT_SUBJECTS.transition, { actor, appointmentId, action });

    await expect(refused(patient, 'start')).resolves.toEqual({
      code: 'forbidden',
      message: 'Only doctors can do this.',
    });
    await expect(refused(colleague, 'start')).resolves.toEqual({
      code: 'appointment.not_found',
      message: 'This appointment does not exist.',
    });
    await expect(refused(doctor, 'complete')).resolves.toEqual({
      code: 'appointment.wrong_status',
      message: 'Only an appointment in progress can be completed.',
    });
    await expect(transition(doctor, 'start')).resolves.toMatchObject({ status: 'in-progress' });
    await expect(refused(patient, 'cancel')).resolves.toEqual({
      code: 'appointment.wrong_status',
      message: 'Only a scheduled appointment can be cancelled.',
    });

    const prescription = {
      medicines: [{ name: ' Amoxicillin ', dosage: '500 mg', duration: '7 days' }],
      instructions: ' After meals ',
    };
    await expect(
      call(APPOINTMENT_SUBJECTS.prescribe, { actor: doctor, appointmentId, prescription }),
    ).resolves.toMatchObject({
      prescription: {
        medicines: [{ name: 'Amoxicillin', dosage: '500 mg', duration: '7 days' }],
        instructions: 'After meals',
      },
    });
    await expect(transition(doctor, 'complete')).resolves.toMatchObject({ status: 'completed' });
    await expect(call(APPOINTMENT_SUBJECTS.get, { actor: patient, appointmentId })).resolves.toMatchObject({
      status: 'completed',
      prescription: { instructions: 'After meals' },
    });
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.get, { actor: colleague, appointmentId }),
    ).resolves.toMatchObject({
      code: 'appointment.not_found',
    });

    for (const [subject, by] of [
      [APPOINTMENT_EVENTS.started, 'doctor'],
      [APPOINTMENT_EVENTS.completed, 'doctor'],
    ] as const) {
      await expect(
        harness.inbox.next(subject, (event) => event.appointmentId === appointmentId),
      ).resolves.toMatchObject({ by });
    }
  });

  it('lets the patient cancel, frees the slot and publishes appointment.cancelled', async () => {
    const { doctor, patient } = people();
    const { _id: appointmentId } = await book(patient, doctor, at('11:30'));

    await expect(
      call(APPOINTMENT_SUBJECTS.transition, { actor: patient, appointmentId, action: 'cancel' }),
    ).resolves.toMatchObject({ status: 'cancelled' });
    await expect(
      harness.inbox.next(APPOINTMENT_EVENTS.cancelled, (event) => event.appointmentId === appointmentId),
    ).resolves.toMatchObject({ by: 'user', status: 'cancelled' });
    await expect(book(patient, doctor, at('11:30'))).resolves.toMatchObject({ status: 'scheduled' });
  });

  it('answers the access questions of chat, calls and AI', async () => {
    const { doctor, patient } = people();
    const { doctor: stranger } = people();
    const { _id: appointmentId } = await book(patient, doctor, at('09:00', '2099-03-03'));

    await expect(
      call(APPOINTMENT_SUBJECTS.participant, { appointmentId, accountId: patient.id }),
    ).resolves.toEqual({
      appointmentId,
      doctorId: doctor.id,
      patientId: patient.id,
      status: 'scheduled',
      dateTime: at('09:00', '2099-03-03'),
    });
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.participant, { appointmentId, accountId: stranger.id }),
    ).resolves.toMatchObject({ code: 'appointment.not_found' });
    await expect(
      call(APPOINTMENT_SUBJECTS.pairAllowed, { doctorId: doctor.id, patientId: patient.id }),
    ).resolves.toEqual({ allowed: true });
    await expect(
      call(APPOINTMENT_SUBJECTS.pairAllowed, { doctorId: stranger.id, patientId: patient.id }),
    ).resolves.toEqual({ allowed: false });
    await expect(call(APPOINTMENT_SUBJECTS.consultingDoctors, { patientId: patient.id })).resolves.toEqual({
      doctorIds: [doctor.id],
    });
  });

  it('lists consulted patients and doctors with their profiles, one request to auth-svc each', async () => {
    const { doctor, patient, doctorName, patientName } = people();
    await book(patient, doctor, at('09:00', '2099-03-09'));
    await book(patient, doctor, at('09:00', '2099-03-16'));

    const asked = profiles.queries.length;
    // Both booked ahead: consulted, but no consultation has happened yet to date the entries by.
    await expect(call(APPOINTMENT_SUBJECTS.consultedPatients, { actor: doctor })).resolves.toEqual([
      {
        dateTime: null,
        user: expect.objectContaining({
          id: patient.id,
          personal_info: expect.objectContaining({ fullName: patientName }),
        }),
      },
    ]);
    await expect(call(APPOINTMENT_SUBJECTS.consultedDoctors, { actor: patient })).resolves.toEqual([
      {
        dateTime: null,
        doctor: expect.objectContaining({
          id: doctor.id,
          personal_info: expect.objectContaining({ fullName: doctorName }),
        }),
      },
    ]);
    expect(profiles.queries.slice(asked)).toEqual([
      { ids: [patient.id], role: 'user' },
      { ids: [doctor.id], role: 'doctor' },
    ]);
  });

  it('shows names from the read model, kept current by profile.updated, without asking auth-svc', async () => {
    const { doctor, patient } = people();
    const { _id: appointmentId } = await book(patient, doctor, at('09:00', '2099-03-10'));
    const asked = profiles.queries.length;

    await harness.deliver(ACCOUNT_EVENTS.profileUpdated, {
      accountId: patient.id,
      role: 'user',
      card: { fullName: 'Renamed Patient', profilePicture: null },
      health_info: { weight: 70 },
      version: 2,
      at: new Date().toISOString(),
    });

    const detail = await waitFor(
      async () => {
        const read: AppointmentDetail = await call(APPOINTMENT_SUBJECTS.get, {
          actor: doctor,
          appointmentId,
        });
        return read.user.fullName === 'Renamed Patient' ? read : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 20, description: 'the new name in the read model' },
    );
    expect(detail.user.fullName).toBe('Renamed Patient');
    expect(profiles.queries.slice(asked)).toEqual([]);
  });

  it('keeps a doctor’s notes on consulted patients to that doctor', async () => {
    const { doctor, patient } = people();
    const { doctor: colleague } = people();
    await book(patient, doctor, at('09:00', '2099-03-11'));

    const note = await call(APPOINTMENT_SUBJECTS.addNote, {
      actor: doctor,
      note: { patientId: patient.id, text: '  Responds well  ' },
    });

    expect(note).toEqual({
      _id: expect.any(String),
      patientId: patient.id,
      text: 'Responds well',
      createdAt: expect.any(String),
    });
    await expect(
      call(APPOINTMENT_SUBJECTS.listNotes, { actor: doctor, patientId: patient.id }),
    ).resolves.toEqual([note]);
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.listNotes, { actor: colleague, patientId: patient.id }),
    ).resolves.toEqual({
      code: 'patient.not_consulted',
      message: 'You can only see patients you have consulted.',
    });
    await expect(
      harness.refusal(APPOINTMENT_SUBJECTS.listNotes, { actor: patient, patientId: patient.id }),
    ).resolves.toEqual({ code: 'forbidden', message: 'Only doctors can do this.' });
  });
});
