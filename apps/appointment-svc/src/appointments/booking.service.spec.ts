import { type OutboxEntry } from '@vitalsync/bus';
import { type Actor, type WeeklyHours } from '@vitalsync/contracts';
import { doctorProfile, newTestService, refusalOf } from '@vitalsync/testing';

import { appointmentRow } from '../testing/appointment-rows';
import { fakePeople } from '../testing/service-fakes';
import { type AppointmentsRepository } from './appointments.repository';
import { BookingService } from './booking.service';

const NOW = new Date('2030-06-01T12:00:00.000Z');
const PATIENT: Actor = { id: '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41', role: 'user' };
// 2030-06-03 is a Monday; Paris is on UTC+2.
const MONDAY_MORNING: WeeklyHours = {
  timeZone: 'Europe/Paris',
  hours: [{ day: 1, from: '09:00', to: '12:00' }],
};

const setup = (weeklyHours: WeeklyHours | null = null) => {
  const doctor = doctorProfile('Grace Hopper', weeklyHours);
  /** The events the service asked the repository to store with its writes. */
  const events: OutboxEntry[] = [];
  const appointments = {
    create: jest.fn(async (...[input, announce]: Parameters<AppointmentsRepository['create']>) => {
      const created = appointmentRow({ ...input, id: '7d1f4a52-3c3e-4c55-8f0e-1b2d3c4d5e6f' });
      events.push(...announce(created));
      return created;
    }),
    doctorStartsBetween: jest.fn(async (): Promise<Date[]> => []),
  };
  const profiles = { getMany: jest.fn(async () => [doctor]) };
  const people = fakePeople({ [doctor._id]: 'Grace Hopper', [PATIENT.id]: 'Ada Lovelace' });
  const { sut } = newTestService(BookingService, [appointments, profiles, people, () => NOW]);
  return { sut, doctor, appointments, profiles, people, events };
};

describe('BookingService.book', () => {
  const booking = (doctorId: string, changes = {}) => ({
    doctorId,
    dateTime: '2030-06-03T07:30:00.000Z',
    type: 'video-call' as const,
    ...changes,
  });

  it('refuses a doctor with 403 before asking anything', async () => {
    const { sut, doctor, profiles } = setup();

    await expect(
      refusalOf(sut.book({ id: doctor._id, role: 'doctor' }, booking(doctor._id))),
    ).resolves.toStrictEqual({ code: 'forbidden', message: 'Only patients can book appointments.' });
    expect(profiles.getMany).not.toHaveBeenCalled();
  });

  it.each([
    ['now', NOW.toISOString()],
    ['a minute ago', '2030-06-01T11:59:00.000Z'],
    ['the same instant written with an offset', '2030-06-01T14:00:00+02:00'],
  ])('refuses a time in the past (%s) with 400', async (_case, dateTime) => {
    const { sut, doctor, appointments } = setup();

    await expect(refusalOf(sut.book(PATIENT, booking(doctor._id, { dateTime })))).resolves.toStrictEqual({
      code: 'appointment.in_past',
      message: 'Please choose a time in the future.',
    });
    expect(appointments.create).not.toHaveBeenCalled();
  });

  it('asks auth-svc for the doctor in one request and refuses an unknown one with 404', async () => {
    const { sut, doctor, profiles, appointments } = setup();
    profiles.getMany.mockResolvedValueOnce([]);

    await expect(refusalOf(sut.book(PATIENT, booking(doctor._id)))).resolves.toStrictEqual({
      code: 'appointment.unknown_doctor',
      message: 'This doctor does not exist.',
    });
    expect(profiles.getMany).toHaveBeenCalledTimes(1);
    expect(profiles.getMany).toHaveBeenCalledWith([doctor._id], 'doctor');
    expect(appointments.create).not.toHaveBeenCalled();
  });

  it('books any future time of a doctor without hours, "video" as a video call, a blank reason as none', async () => {
    const { sut, doctor, appointments } = setup();

    const detail = await sut.book(
      PATIENT,
      booking(doctor._id, { dateTime: '2030-06-02T03:17:00', type: 'video', reason: '   ' }),
    );

    expect(appointments.create).toHaveBeenCalledWith(
      {
        doctorId: doctor._id,
        patientId: PATIENT.id,
        dateTime: new Date('2030-06-02T03:17:00.000Z'),
        type: 'video-call',
        reason: null,
      },
      expect.any(Function),
    );
    expect(detail).toEqual({
      _id: '7d1f4a52-3c3e-4c55-8f0e-1b2d3c4d5e6f',
      dateTime: '2030-06-02T03:17:00.000Z',
      status: 'scheduled',
      type: 'video-call',
      reason: null,
      prescription: null,
      user: { fullName: 'Ada Lovelace', userId: PATIENT.id },
      doctor: { fullName: 'Grace Hopper', doctorId: doctor._id },
    });
  });

  it('keeps a chat’s reason trimmed', async () => {
    const { sut, doctor, appointments } = setup();

    await sut.book(PATIENT, booking(doctor._id, { type: 'chat', reason: ' Chest pain ' }));

    expect(appointments.create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'chat', reason: 'Chest pain' }),
      expect.any(Function),
    );
  });

  it.each([
    ['between two slots', '2030-06-03T07:15:00.000Z'],
    ['when the hours end', '2030-06-03T10:00:00.000Z'],
    ['on a day without hours', '2030-06-04T07:30:00.000Z'],
  ])('refuses a time outside the doctor’s hours (%s) with 400', async (_case, dateTime) => {
    const { sut, doctor, appointments } = setup(MONDAY_MORNING);

    await expect(refusalOf(sut.book(PATIENT, booking(doctor._id, { dateTime })))).resolves.toStrictEqual({
      code: 'appointment.outside_hours',
      message: 'The doctor does not see patients at that time. Please pick one of the free slots.',
    });
    expect(appointments.create).not.toHaveBeenCalled();
  });

  it('books a slot of the doctor’s hours, remembers the doctor’s card and stores appointment.booked with it', async () => {
    const { sut, doctor, people, events } = setup(MONDAY_MORNING);

    await sut.book(PATIENT, booking(doctor._id));

    expect(people.remember).toHaveBeenCalledWith(doctor, 'doctor', NOW);
    expect(events).toEqual([
      {
        subject: 'appointment.booked',
        payload: {
          appointmentId: '7d1f4a52-3c3e-4c55-8f0e-1b2d3c4d5e6f',
          doctorId: doctor._id,
          patientId: PATIENT.id,
          doctorName: 'Grace Hopper',
          patientName: 'Ada Lovelace',
          dateTime: '2030-06-03T07:30:00.000Z',
          type: 'video-call',
          status: 'scheduled',
          by: 'user',
          at: NOW.toISOString(),
        },
      },
    ]);
  });

  it('refuses a taken time with 409 and stores no event', async () => {
    const { sut, doctor, appointments, events } = setup();
    appointments.create.mockResolvedValueOnce(null as never);

    await expect(refusalOf(sut.book(PATIENT, booking(doctor._id)))).resolves.toStrictEqual({
      code: 'appointment.slot_taken',
      message: 'This time slot is already booked.',
    });
    expect(events).toEqual([]);
  });
});

describe('BookingService.slots', () => {
  it('answers hoursSet false and no slots for a doctor without hours', async () => {
    const { sut, doctor, appointments } = setup();

    await expect(sut.slots({ doctorId: doctor._id, date: '2030-06-03' })).resolves.toEqual({
      hoursSet: false,
      slots: [],
    });
    expect(appointments.doctorStartsBetween).not.toHaveBeenCalled();
  });

  it('refuses an unknown doctor with 404', async () => {
    const { sut, profiles } = setup();
    profiles.getMany.mockResolvedValueOnce([]);

    await expect(refusalOf(sut.slots({ doctorId: 'nobody', date: '2030-06-03' }))).resolves.toMatchObject({
      code: 'appointment.unknown_doctor',
    });
  });

  it('lists the free slots of the viewer’s day, appointments that reach into it included', async () => {
    const { sut, doctor, appointments } = setup(MONDAY_MORNING);
    appointments.doctorStartsBetween.mockResolvedValueOnce([new Date('2030-06-03T08:15:00.000Z')]);

    const reply = await sut.slots({ doctorId: doctor._id, date: '2030-06-03', timeZone: 'Europe/Paris' });

    expect(appointments.doctorStartsBetween).toHaveBeenCalledWith(
      doctor._id,
      new Date('2030-06-02T21:30:00.001Z'),
      new Date('2030-06-03T22:00:00.000Z'),
    );
    expect(reply).toEqual({
      hoursSet: true,
      slots: [
        '2030-06-03T07:00:00.000Z',
        '2030-06-03T07:30:00.000Z',
        '2030-06-03T09:00:00.000Z',
        '2030-06-03T09:30:00.000Z',
      ],
    });
  });

  it('reads the day in UTC without a time zone', async () => {
    const { sut, doctor } = setup({ timeZone: 'UTC', hours: [{ day: 1, from: '23:00', to: '23:59' }] });

    await expect(sut.slots({ doctorId: doctor._id, date: '2030-06-03' })).resolves.toEqual({
      hoursSet: true,
      slots: ['2030-06-03T23:00:00.000Z'],
    });
  });
});
