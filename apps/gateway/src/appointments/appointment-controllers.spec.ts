import { newTestService } from '@vitalsync/testing';

import { type SessionClaims } from '../sessions/session-token';
import { AppointmentBookingController } from './appointment-booking.controller';
import { AppointmentLifecycleController } from './appointment-lifecycle.controller';
import { AppointmentListsController } from './appointment-lists.controller';
import { DoctorNotesController } from './doctor-notes.controller';

const CLAIMS: SessionClaims = {
  id: '7a0c1d4e-0000-4000-8000-00000000000d',
  role: 'doctor',
  sessionId: 'session-1',
  expiresAt: 4_000_000_000_000,
};
const ACTOR = { id: CLAIMS.id, role: CLAIMS.role };
const ID = '7a0c1d4e-0000-4000-8000-000000000001';
const PATIENT_ID = '7a0c1d4e-0000-4000-8000-00000000000b';
const REPLY = { _id: ID };

const busReplying = (reply: unknown) => {
  const request = jest.fn().mockResolvedValue(reply);
  return { bus: { request }, request };
};

describe('appointment controllers', () => {
  it('book sends the booking with the session actor, never one from the body, and answers the spec message', async () => {
    const { bus, request } = busReplying(REPLY);
    const booking = { doctorId: CLAIMS.id, dateTime: '2099-03-02T09:30:00.000Z', type: 'video' as const };
    await expect(
      newTestService(AppointmentBookingController, [bus]).sut.book(CLAIMS, booking),
    ).resolves.toEqual({
      status: 'success',
      message: 'Appointment booked successfully!',
      appointment: REPLY,
    });
    expect(request).toHaveBeenCalledWith('appointments.book', { actor: ACTOR, booking });
  });

  it('slots spreads the reply next to the status', async () => {
    const { bus, request } = busReplying({ hoursSet: true, slots: ['2099-03-02T09:30:00.000Z'] });
    const query = { doctorId: CLAIMS.id, date: '2099-03-02' };
    await expect(
      newTestService(AppointmentBookingController, [bus]).sut.slots(CLAIMS, query),
    ).resolves.toEqual({
      status: 'success',
      hoursSet: true,
      slots: ['2099-03-02T09:30:00.000Z'],
    });
    expect(request).toHaveBeenCalledWith('appointments.slots', { actor: ACTOR, query });
  });

  it('available doctors come from auth-svc', async () => {
    const { bus, request } = busReplying([]);
    await expect(
      newTestService(AppointmentBookingController, [bus]).sut.availableDoctors(CLAIMS),
    ).resolves.toEqual({
      status: 'success',
      doctors: [],
    });
    expect(request).toHaveBeenCalledWith('profiles.doctors', { actor: ACTOR });
  });

  it.each([
    ['forDoctor', 'appointments.list.doctor', { actor: ACTOR }, 'appointments'],
    ['forUser', 'appointments.list.user', { actor: ACTOR, scheduledOnly: false }, 'appointments'],
    ['scheduledForUser', 'appointments.list.user', { actor: ACTOR, scheduledOnly: true }, 'appointments'],
    ['consultedPatients', 'appointments.consulted.patients', { actor: ACTOR }, 'consultedPatients'],
    ['consultedDoctors', 'appointments.consulted.doctors', { actor: ACTOR }, 'consultedDoctors'],
  ] as const)('%s asks %s and answers under "%s"', async (handler, pattern, payload, key) => {
    const { bus, request } = busReplying([REPLY]);
    await expect(newTestService(AppointmentListsController, [bus]).sut[handler](CLAIMS)).resolves.toEqual({
      status: 'success',
      [key]: [REPLY],
    });
    expect(request).toHaveBeenCalledWith(pattern, payload);
  });

  it('reads one appointment by the id of the query string', async () => {
    const { bus, request } = busReplying(REPLY);
    await expect(
      newTestService(AppointmentListsController, [bus]).sut.one(CLAIMS, { id: ID }),
    ).resolves.toEqual({
      status: 'success',
      appointment: REPLY,
    });
    expect(request).toHaveBeenCalledWith('appointments.get', { actor: ACTOR, appointmentId: ID });
  });

  it.each(['start', 'complete', 'cancel'] as const)('%s is a transition with that action', async (action) => {
    const { bus, request } = busReplying(REPLY);
    await expect(
      newTestService(AppointmentLifecycleController, [bus]).sut[action](CLAIMS, { id: ID }),
    ).resolves.toEqual({
      status: 'success',
      appointment: REPLY,
    });
    expect(request).toHaveBeenCalledWith('appointments.transition', {
      actor: ACTOR,
      appointmentId: ID,
      action,
    });
  });

  it('prescription sends the body for the appointment of the query string', async () => {
    const { bus, request } = busReplying(REPLY);
    const prescription = { medicines: [{ name: 'Rest', dosage: '-', duration: '2 days' }], instructions: '' };
    await newTestService(AppointmentLifecycleController, [bus]).sut.prescribe(
      CLAIMS,
      { id: ID },
      prescription,
    );
    expect(request).toHaveBeenCalledWith('appointments.prescribe', {
      actor: ACTOR,
      appointmentId: ID,
      prescription,
    });
  });

  it('notes are listed for a patient and saved with the spec-style message', async () => {
    const listed = busReplying([]);
    await expect(
      newTestService(DoctorNotesController, [listed.bus]).sut.list(CLAIMS, { patientId: PATIENT_ID }),
    ).resolves.toEqual({
      status: 'success',
      notes: [],
    });
    expect(listed.request).toHaveBeenCalledWith('appointments.notes.list', {
      actor: ACTOR,
      patientId: PATIENT_ID,
    });

    const saved = busReplying({ _id: ID });
    const note = { patientId: PATIENT_ID, text: 'Follow up in a week.' };
    await expect(newTestService(DoctorNotesController, [saved.bus]).sut.add(CLAIMS, note)).resolves.toEqual({
      status: 'success',
      message: 'Note saved.',
      note: { _id: ID },
    });
    expect(saved.request).toHaveBeenCalledWith('appointments.notes.add', { actor: ACTOR, note });
  });
});
