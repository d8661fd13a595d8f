import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine, readAfterUpgradeFromFirstMigration } from '@vitalsync/db';
import { sql } from 'drizzle-orm';

import { appointmentDatabaseSchema as schema } from './database-schema';

describeEachEngine('appointment-svc migrations on %s', (engine) => {
  it('carry appointments of the first schema over: "started" is in progress, "video" a video call', async () => {
    const rows = await readAfterUpgradeFromFirstMigration(engine, {
      service: 'appointment',
      schema,
      migrationsFolder: join(__dirname, '..', '..', 'drizzle'),
      seed: async (db) => {
        await db.execute(sql`
          insert into appointment.appointments (doctor_id, patient_id, date_time, status, type) values
            (gen_random_uuid(), gen_random_uuid(), '2030-01-01T10:00:00Z', 'started', 'video'),
            (gen_random_uuid(), gen_random_uuid(), '2030-01-01T10:00:00Z', 'scheduled', 'chat')`);
      },
      read: (db) =>
        db
          .select({ status: schema.appointments.status, type: schema.appointments.type })
          .from(schema.appointments)
          .orderBy(schema.appointments.status),
    });

    expect(rows).toEqual([
      { status: 'in-progress', type: 'video-call' },
      { status: 'scheduled', type: 'chat' },
    ]);
  });

  it('free the time of consultations completed before the upgrade for their doctor and patient', async () => {
    const doctorId = randomUUID();
    const patientId = randomUUID();
    const rows = await readAfterUpgradeFromFirstMigration(engine, {
      service: 'appointment',
      schema,
      migrationsFolder: join(__dirname, '..', '..', 'drizzle'),
      seed: async (db) => {
        await db.execute(sql`
          insert into appointment.appointments (doctor_id, patient_id, date_time, status, type) values
            (${doctorId}, ${patientId}, '2030-01-01T10:00:00Z', 'completed', 'chat')`);
      },
      read: async (db) => {
        await db.insert(schema.appointments).values({
          doctorId,
          patientId,
          dateTime: new Date('2030-01-01T10:10:00Z'),
          type: 'chat',
        });
        return db
          .select({ status: schema.appointments.status })
          .from(schema.appointments)
          .orderBy(schema.appointments.dateTime);
      },
    });

    expect(rows).toEqual([{ status: 'completed' }, { status: 'scheduled' }]);
  });
});
