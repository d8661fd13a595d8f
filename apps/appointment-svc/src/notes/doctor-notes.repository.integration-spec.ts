import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { appointmentDatabaseSchema as schema } from '../app/database-schema';
import { DoctorNotesRepository } from './doctor-notes.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const at = (minute: number) => new Date(Date.UTC(2030, 4, 6, 10, minute));

describeEachEngine('DoctorNotesRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'appointment', schema, migrationsFolder });
  let sut: DoctorNotesRepository;

  beforeAll(() => {
    sut = new DoctorNotesRepository(db());
  });

  it('lists a doctor’s own notes on one patient, newest first, never another doctor’s', async () => {
    const [doctor, colleague, patient, otherPatient] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const note = (doctorId: string, patientId: string, text: string, minute: number) =>
      sut.create({ doctorId, patientId, text, createdAt: at(minute) });

    await note(doctor, patient, 'First visit', 1);
    await note(doctor, patient, 'Second visit', 2);
    await note(colleague, patient, 'The colleague’s note', 3);
    await note(doctor, otherPatient, 'Someone else', 4);

    const listed = await sut.list(doctor, patient);

    expect(listed.map((row) => row.text)).toEqual(['Second visit', 'First visit']);
    expect(listed[0]).toEqual({
      id: expect.any(String),
      doctorId: doctor,
      patientId: patient,
      text: 'Second visit',
      createdAt: at(2),
    });
    await expect(sut.list(patient, patient)).resolves.toEqual([]);
  });
});
