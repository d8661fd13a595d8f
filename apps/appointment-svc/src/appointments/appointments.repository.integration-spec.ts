import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { PG_ERROR, pgErrorOf, describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';
import { sql } from 'drizzle-orm';

import { AppointmentsRepository } from './appointments.repository';
import * as schema from './appointments.schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

describeEachEngine('AppointmentsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'appointment', schema, migrationsFolder });
  let sut: AppointmentsRepository;

  beforeAll(() => {
    sut = new AppointmentsRepository(db());
  });

  it('creates a scheduled appointment and lists the doctor’s appointments earliest first', async () => {
    const doctorId = randomUUID();
    const patientId = randomUUID();
    const before = await sut.count();

    const later = await sut.create({
      doctorId,
      patientId,
      dateTime: new Date('2030-05-02T09:30:00Z'),
      type: 'video-call',
      reason: 'Follow-up',
    });
    const earlier = await sut.create({
      doctorId,
      patientId,
      dateTime: new Date('2030-05-01T14:00:00Z'),
      type: 'chat',
    });
    await sut.create({
      doctorId: randomUUID(),
      patientId,
      dateTime: new Date('2030-05-01T08:00:00Z'),
      type: 'chat',
    });

    expect(later).toEqual({
      id: expect.any(String),
      doctorId,
      patientId,
      dateTime: new Date('2030-05-02T09:30:00Z'),
      status: 'scheduled',
      type: 'video-call',
      reason: 'Follow-up',
      createdAt: expect.any(Date),
    });
    expect(earlier.reason).toBeNull();
    expect(await sut.count()).toBe(before + 3);
    expect((await sut.listForDoctor(doctorId)).map((appointment) => appointment.id)).toEqual([
      earlier.id,
      later.id,
    ]);
  });

  it('refuses an unknown status', async () => {
    const refused = await db()
      .execute(
        sql`insert into appointment.appointments (doctor_id, patient_id, date_time, status, type)
            values (${randomUUID()}, ${randomUUID()}, now(), 'no-show', 'chat')`,
      )
      .catch((error: unknown) => error);

    expect(pgErrorOf(refused)).toEqual({
      code: PG_ERROR.checkViolation,
      constraint: 'appointments_status_check',
    });
  });
});
