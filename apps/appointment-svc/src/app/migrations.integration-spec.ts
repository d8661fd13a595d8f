import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createTestDatabaseLocation, describeEachEngine, openDatabase } from '@vitalsync/db';
import { sql } from 'drizzle-orm';

import { appointmentDatabaseSchema as schema } from './database-schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

/** A copy of the migrations folder that stops after the first migration: the schema before this issue. */
const firstMigrationOnly = async (): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), 'appointment-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  return folder;
};

describeEachEngine('appointment-svc migrations on %s', (engine) => {
  it('carry appointments of the first schema over: "started" is in progress, "video" a video call', async () => {
    const location = await createTestDatabaseLocation(engine);
    const firstOnly = await firstMigrationOnly();
    const open = (folder: string) =>
      openDatabase({
        service: 'appointment',
        schema,
        migrationsFolder: folder,
        url: location.url,
        dataDir: location.dataDir,
      });
    try {
      const before = await open(firstOnly);
      await before.db.execute(sql`
        insert into appointment.appointments (doctor_id, patient_id, date_time, status, type) values
          (gen_random_uuid(), gen_random_uuid(), '2030-01-01T10:00:00Z', 'started', 'video'),
          (gen_random_uuid(), gen_random_uuid(), '2030-01-01T10:00:00Z', 'scheduled', 'chat')`);
      await before.close();

      const after = await open(migrationsFolder);
      const rows = await after.db
        .select({ status: schema.appointments.status, type: schema.appointments.type })
        .from(schema.appointments)
        .orderBy(schema.appointments.status);
      await after.close();

      expect(rows).toEqual([
        { status: 'in-progress', type: 'video-call' },
        { status: 'scheduled', type: 'chat' },
      ]);
    } finally {
      await rm(firstOnly, { recursive: true, force: true });
      await location.dispose();
    }
  });
});
