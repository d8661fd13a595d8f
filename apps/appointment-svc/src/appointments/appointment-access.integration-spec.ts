import { openOutbox } from '@vitalsync/bus';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { type RpcException } from '@nestjs/microservices';
import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { appointmentDatabaseSchema as schema } from '../app/database-schema';
import { AppointmentAccess } from './appointment-access';
import { AppointmentsRepository } from './appointments.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
/** The events of a change are the services' concern. */
const noEvents = () => [];
const day = (n: number) => new Date(Date.UTC(2030, 4, n, 10));
/** The tests' "now": consultations on days 1 to 19 have happened, those from day 20 are still to come. */
const NOW = new Date(Date.UTC(2030, 4, 19, 23));

describeEachEngine('AppointmentAccess on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'appointment', schema, migrationsFolder });
  let sut: AppointmentAccess;
  let appointments: AppointmentsRepository;

  beforeAll(async () => {
    sut = new AppointmentAccess(db(), () => NOW);
    appointments = new AppointmentsRepository(db(), await openOutbox('appointment', db()));
  });

  const book = async (doctorId: string, patientId: string, dateTime: Date, cancelled = false) => {
    const created = await appointments.create(
      { doctorId, patientId, dateTime, type: 'chat', reason: null },
      noEvents,
    );
    if (!created) throw new Error('expected the booking to succeed');
    if (cancelled)
      await appointments.changeStatus(created.id, { doctorId }, 'scheduled', 'cancelled', noEvents);
    return created;
  };

  it('gives an appointment to its two participants and a 404 to anyone else, as for no appointment', async () => {
    const doctor = randomUUID();
    const patient = randomUUID();
    const appointment = await book(doctor, patient, day(1));

    await expect(sut.participation(appointment.id, doctor)).resolves.toMatchObject({ id: appointment.id });
    await expect(sut.participation(appointment.id, patient)).resolves.toMatchObject({ id: appointment.id });
    for (const [appointmentId, accountId] of [
      [appointment.id, randomUUID()],
      [randomUUID(), doctor],
    ] as const) {
      const refusal = await sut.participation(appointmentId, accountId).catch((error: RpcException) => error);
      expect((refusal as RpcException).getError()).toEqual({
        code: 'appointment.not_found',
        message: 'This appointment does not exist.',
      });
    }
  });

  it('lets a doctor see only the patients they share an appointment with that was not cancelled', async () => {
    const doctor = randomUUID();
    const [seen, cancelledOnly, stranger, otherDoctors] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await book(doctor, seen, day(2));
    await book(doctor, cancelledOnly, day(3), true);
    await book(randomUUID(), otherDoctors, day(2));

    await expect(
      sut.doctorCanSeePatients(doctor, [seen, cancelledOnly, stranger, otherDoctors]),
    ).resolves.toEqual(new Set([seen]));
    await expect(sut.doctorCanSeePatients(doctor, [])).resolves.toEqual(new Set());
    await expect(sut.sharesAppointment(doctor, seen)).resolves.toBe(true);
    await expect(sut.sharesAppointment(doctor, cancelledOnly)).resolves.toBe(false);
    await expect(sut.sharesAppointment(seen, doctor)).resolves.toBe(false);
  });

  it('lists each consulted patient once with their latest appointment not cancelled, newest first', async () => {
    const doctor = randomUUID();
    const [ada, bob, cy] = [randomUUID(), randomUUID(), randomUUID()];
    await book(doctor, ada, day(1));
    await book(doctor, ada, day(5));
    await book(doctor, ada, day(9), true);
    await book(doctor, bob, day(7));
    await book(doctor, cy, day(8), true);
    await book(randomUUID(), cy, day(10));

    await expect(sut.consultedPatients(doctor)).resolves.toEqual([
      { accountId: bob, lastDateTime: day(7) },
      { accountId: ada, lastDateTime: day(5) },
    ]);
  });

  it('lists the doctors who consulted a patient, newest first', async () => {
    const patient = randomUUID();
    const [first, second, cancelled] = [randomUUID(), randomUUID(), randomUUID()];
    await book(first, patient, day(11));
    await book(second, patient, day(12));
    await book(cancelled, patient, day(13), true);

    await expect(sut.consultedDoctors(patient)).resolves.toEqual([
      { accountId: second, lastDateTime: day(12) },
      { accountId: first, lastDateTime: day(11) },
    ]);
    await expect(sut.consultingDoctorIds(patient)).resolves.toEqual([second, first]);
  });

  it('dates a consultation by the last appointment that has happened, never an upcoming one', async () => {
    const doctor = randomUUID();
    const [seenAndBooked, onlyBooked] = [randomUUID(), randomUUID()];
    await book(doctor, seenAndBooked, day(14));
    await book(doctor, seenAndBooked, day(25));
    await book(doctor, onlyBooked, day(21));

    await expect(sut.consultedPatients(doctor)).resolves.toEqual([
      { accountId: seenAndBooked, lastDateTime: day(14) },
      { accountId: onlyBooked, lastDateTime: null },
    ]);
    await expect(sut.consultedDoctors(onlyBooked)).resolves.toEqual([
      { accountId: doctor, lastDateTime: null },
    ]);
  });

  it('aggregates 200 consulted patients of 600 appointments into 200 entries', async () => {
    const doctor = randomUUID();
    const patients = Array.from({ length: 200 }, () => randomUUID());
    const start = Date.UTC(2029, 0, 1);
    await db()
      .insert(schema.appointments)
      .values(
        patients.flatMap((patientId, index) =>
          [0, 1, 2].map((visit) => ({
            doctorId: doctor,
            patientId,
            dateTime: new Date(start + (visit * 200 + index) * 30 * 60_000),
            type: 'chat' as const,
          })),
        ),
      );

    const consulted = await sut.consultedPatients(doctor);

    expect(consulted).toHaveLength(200);
    expect(consulted[0]).toEqual({
      accountId: patients[199],
      lastDateTime: new Date(start + 599 * 30 * 60_000),
    });
    expect(new Set(consulted.map((entry) => entry.accountId))).toEqual(new Set(patients));
  });
});
