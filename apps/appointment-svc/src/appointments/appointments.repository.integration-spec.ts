import { eventTablesOf, openOutbox } from '@vitalsync/bus';
import { APPOINTMENT_EVENTS } from '@vitalsync/contracts';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine, PG_ERROR, pgErrorOf } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';
import { sql } from 'drizzle-orm';

import { appointmentDatabaseSchema as schema } from '../app/database-schema';
import { appointmentChanged } from './appointment-events';
import {
  type AnnouncedAppointment,
  AppointmentsRepository,
  type NewAppointment,
} from './appointments.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
/** The events of a change are the services' concern. */
const noEvents = () => [];
const at = (time: string) => new Date(`2030-05-06T${time}:00.000Z`);

describeEachEngine('AppointmentsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'appointment', schema, migrationsFolder });
  let sut: AppointmentsRepository;

  beforeAll(async () => {
    sut = new AppointmentsRepository(db(), await openOutbox('appointment', db()));
  });

  const booking = (changes: Partial<NewAppointment> = {}): NewAppointment => ({
    doctorId: randomUUID(),
    patientId: randomUUID(),
    dateTime: at('10:00'),
    type: 'video-call',
    reason: null,
    ...changes,
  });

  const book = async (changes: Partial<NewAppointment> = {}) => {
    const created = await sut.create(booking(changes), noEvents);
    if (!created) throw new Error('expected the booking to succeed');
    return created;
  };

  it('creates a scheduled appointment and lists each side’s appointments earliest first', async () => {
    const doctorId = randomUUID();
    const patientId = randomUUID();

    const later = await book({ doctorId, patientId, dateTime: at('11:30'), reason: 'Follow-up' });
    const earlier = await book({ doctorId, patientId, dateTime: at('09:00'), type: 'chat' });
    const elsewhere = await book({ patientId, dateTime: at('08:00') });
    await sut.changeStatus(elsewhere.id, { participantId: patientId }, 'scheduled', 'cancelled', noEvents);

    expect(later).toEqual({
      id: expect.any(String),
      doctorId,
      patientId,
      dateTime: at('11:30'),
      status: 'scheduled',
      type: 'video-call',
      reason: 'Follow-up',
      prescription: null,
      createdAt: expect.any(Date),
    });
    expect((await sut.listForDoctor(doctorId)).map((a) => a.id)).toEqual([earlier.id, later.id]);
    expect((await sut.listForPatient(patientId, false)).map((a) => a.id)).toEqual([
      elsewhere.id,
      earlier.id,
      later.id,
    ]);
    expect((await sut.listForPatient(patientId, true)).map((a) => a.id)).toEqual([earlier.id, later.id]);
  });

  it('stores a booking and its events in one statement, and neither when the time is taken', async () => {
    const doctorId = randomUUID();
    const announce = (row: AnnouncedAppointment) => [
      appointmentChanged(APPOINTMENT_EVENTS.booked, row, new Map(), 'user', new Date()),
    ];
    const { outbox } = eventTablesOf('appointment');
    const eventsOf = async (appointmentId: string) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(sql`${outbox.payload}->>'appointmentId' = ${appointmentId}`)
      ).length;

    const created = await sut.create(booking({ doctorId }), announce);
    let refusedId = '';
    const refused = await sut.create(booking({ doctorId }), (row) => {
      refusedId = row.id;
      return announce(row);
    });

    expect(created).not.toBeNull();
    expect(await eventsOf(created?.id ?? '')).toBe(1);
    expect(refused).toBeNull();
    expect(await eventsOf(refusedId)).toBe(0);
  });

  it.each([
    ['status', `'no-show'`, `'chat'`, 'appointments_status_check'],
    ['status "started", now called in-progress', `'started'`, `'chat'`, 'appointments_status_check'],
    ['type', `'scheduled'`, `'phone'`, 'appointments_type_check'],
  ])('refuses an unknown %s', async (_case, status, type, constraint) => {
    const refused = await db()
      .execute(
        sql`insert into appointment.appointments (doctor_id, patient_id, date_time, status, type)
            values (${randomUUID()}, ${randomUUID()}, now(), ${sql.raw(status)}, ${sql.raw(type)})`,
      )
      .catch((error: unknown) => error);

    expect(pgErrorOf(refused)).toEqual({ code: PG_ERROR.checkViolation, constraint });
  });

  describe('double booking', () => {
    it('lets one of two simultaneous bookings of a doctor’s slot through', async () => {
      const doctorId = randomUUID();

      const results = await Promise.all([
        sut.create(booking({ doctorId }), noEvents),
        sut.create(booking({ doctorId }), noEvents),
      ]);

      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect(await sut.listForDoctor(doctorId)).toHaveLength(1);
    });

    it('refuses a doctor’s booking that overlaps part of another', async () => {
      const doctorId = randomUUID();
      await book({ doctorId, dateTime: at('10:00') });

      await expect(sut.create(booking({ doctorId, dateTime: at('10:29') }), noEvents)).resolves.toBeNull();
      await expect(sut.create(booking({ doctorId, dateTime: at('09:31') }), noEvents)).resolves.toBeNull();
    });

    it('refuses a patient two doctors at overlapping times, even at once', async () => {
      const patientId = randomUUID();

      const results = await Promise.all([
        sut.create(booking({ patientId, dateTime: at('10:00') }), noEvents),
        sut.create(booking({ patientId, dateTime: at('10:15') }), noEvents),
      ]);

      expect(results.filter((result) => result !== null)).toHaveLength(1);
    });

    it('allows back-to-back appointments of 30 minutes', async () => {
      const doctorId = randomUUID();
      const patientId = randomUUID();

      await book({ doctorId, patientId, dateTime: at('10:00') });
      await book({ doctorId, patientId, dateTime: at('10:30') });
      await book({ doctorId, patientId, dateTime: at('09:30') });

      expect(await sut.listForDoctor(doctorId)).toHaveLength(3);
    });

    it('lets a cancelled appointment’s time be booked again', async () => {
      const doctorId = randomUUID();
      const first = await book({ doctorId });
      await sut.changeStatus(
        first.id,
        { participantId: first.patientId },
        'scheduled',
        'cancelled',
        noEvents,
      );

      await expect(sut.create(booking({ doctorId }), noEvents)).resolves.toMatchObject({
        status: 'scheduled',
      });
    });

    it('lets a completed consultation’s time be booked again by its doctor and by its patient', async () => {
      const first = await book({ dateTime: at('10:00') });
      const doctor = { doctorId: first.doctorId };
      await sut.changeStatus(first.id, doctor, 'scheduled', 'in-progress', noEvents);
      await sut.changeStatus(first.id, doctor, 'in-progress', 'completed', noEvents);

      await expect(
        sut.create(booking({ doctorId: first.doctorId, dateTime: at('10:10') }), noEvents),
      ).resolves.toMatchObject({ status: 'scheduled' });
      await expect(
        sut.create(booking({ patientId: first.patientId, dateTime: at('10:10') }), noEvents),
      ).resolves.toMatchObject({ status: 'scheduled' });
    });

    it('keeps a consultation in progress holding its time for its doctor and its patient', async () => {
      const first = await book({ dateTime: at('10:00') });
      await sut.changeStatus(first.id, { doctorId: first.doctorId }, 'scheduled', 'in-progress', noEvents);

      await expect(
        sut.create(booking({ doctorId: first.doctorId, dateTime: at('10:10') }), noEvents),
      ).resolves.toBeNull();
      await expect(
        sut.create(booking({ patientId: first.patientId, dateTime: at('10:10') }), noEvents),
      ).resolves.toBeNull();
    });
  });

  describe('changeStatus', () => {
    it('moves the appointment only from the expected status, only for its owner', async () => {
      const appointment = await book();
      const { id, doctorId, patientId } = appointment;

      await expect(
        sut.changeStatus(id, { doctorId: patientId }, 'scheduled', 'in-progress', noEvents),
      ).resolves.toBeNull();
      await expect(
        sut.changeStatus(id, { doctorId: randomUUID() }, 'scheduled', 'in-progress', noEvents),
      ).resolves.toBeNull();
      await expect(
        sut.changeStatus(id, { doctorId }, 'in-progress', 'completed', noEvents),
      ).resolves.toBeNull();
      await expect(
        sut.changeStatus(id, { doctorId }, 'scheduled', 'in-progress', noEvents),
      ).resolves.toMatchObject({
        status: 'in-progress',
      });
      await expect(
        sut.changeStatus(id, { participantId: patientId }, 'scheduled', 'cancelled', noEvents),
      ).resolves.toBeNull();
      await expect(
        sut.changeStatus(id, { doctorId }, 'in-progress', 'completed', noEvents),
      ).resolves.toMatchObject({
        status: 'completed',
      });
    });

    it('lets only one of two racing changes win', async () => {
      const { id, doctorId, patientId } = await book();

      const results = await Promise.all([
        sut.changeStatus(id, { doctorId }, 'scheduled', 'in-progress', noEvents),
        sut.changeStatus(id, { participantId: patientId }, 'scheduled', 'cancelled', noEvents),
      ]);

      expect(results.filter((result) => result !== null)).toHaveLength(1);
    });
  });

  it('writes a prescription of the doctor’s own appointment in an allowed status only', async () => {
    const { id, doctorId, patientId } = await book();
    const prescription = {
      medicines: [{ name: 'Amoxicillin', dosage: '500 mg', duration: '7 days' }],
      instructions: 'After meals',
    };

    await expect(sut.prescribe(id, doctorId, prescription, ['in-progress', 'completed'])).resolves.toBeNull();
    await sut.changeStatus(id, { doctorId }, 'scheduled', 'in-progress', noEvents);
    await expect(sut.prescribe(id, patientId, prescription, ['in-progress'])).resolves.toBeNull();
    await expect(sut.prescribe(id, doctorId, prescription, ['in-progress'])).resolves.toMatchObject({
      prescription,
    });
  });

  it('gives the start times of a doctor’s appointments within a range, cancelled and completed ones left out', async () => {
    const doctorId = randomUUID();
    await book({ doctorId, dateTime: at('08:30') });
    await book({ doctorId, dateTime: at('09:00') });
    const cancelled = await book({ doctorId, dateTime: at('10:00') });
    await sut.changeStatus(cancelled.id, { doctorId }, 'scheduled', 'cancelled', noEvents);
    const completed = await book({ doctorId, dateTime: at('10:30') });
    await sut.changeStatus(completed.id, { doctorId }, 'scheduled', 'in-progress', noEvents);
    await sut.changeStatus(completed.id, { doctorId }, 'in-progress', 'completed', noEvents);
    const inProgress = await book({ doctorId, dateTime: at('09:30') });
    await sut.changeStatus(inProgress.id, { doctorId }, 'scheduled', 'in-progress', noEvents);
    await book({ doctorId, dateTime: at('11:00') });

    await expect(sut.doctorStartsBetween(doctorId, at('08:31'), at('11:00'))).resolves.toEqual([
      at('09:00'),
      at('09:30'),
    ]);
  });

  it('lists a doctor’s 1,000 appointments in time order in one query', async () => {
    const doctorId = randomUUID();
    const start = at('00:00').getTime();
    const rows = Array.from({ length: 1000 }, (_, index) =>
      booking({ doctorId, dateTime: new Date(start + (999 - index) * 30 * 60_000) }),
    );
    await db().insert(schema.appointments).values(rows);

    const listed = await sut.listForDoctor(doctorId);

    expect(listed).toHaveLength(1000);
    expect(listed.map((a) => a.dateTime.getTime())).toEqual(rows.map((r) => r.dateTime.getTime()).reverse());
  });
});
