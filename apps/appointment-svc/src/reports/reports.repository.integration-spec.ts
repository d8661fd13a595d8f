import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { eventTablesOf, openOutbox } from '@vitalsync/bus';
import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { appointmentDatabaseSchema as schema } from '../app/database-schema';
import { ReportsRepository } from './reports.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const at = (minute: number) => new Date(Date.UTC(2030, 4, 6, 10, minute));

describeEachEngine('ReportsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'appointment', schema, migrationsFolder });
  let sut: ReportsRepository;

  beforeAll(async () => {
    sut = new ReportsRepository(db(), await openOutbox('appointment', db()));
  });

  const add = (doctorId: string, patientId: string, title: string, date: string, minute: number) =>
    sut.create({ doctorId, patientId, title, date, text: 'Text', createdAt: at(minute) }, () => []);

  it('stores the report and its events in one transaction, or neither', async () => {
    const outbox = eventTablesOf('appointment').outbox;
    const [doctorId, patientId] = [randomUUID(), randomUUID()];
    const event = (reportId: string) => ({
      subject: 'report.added' as const,
      payload: { reportId, doctorId, patientId, hasFile: false, at: at(1).toISOString() },
    });

    const created = await sut.create(
      { doctorId, patientId, title: 'Scan', date: '2030-05-01', text: 'x', createdAt: at(1) },
      (row) => [event(row.id)],
    );
    const stored = await db().select().from(outbox);
    expect(stored.filter((row) => JSON.stringify(row.payload).includes(created.id))).toHaveLength(1);

    await expect(
      sut.create(
        {
          doctorId,
          patientId,
          title: 'Broken',
          date: '2030-05-01',
          text: 'x',
          fileKey: 'k',
          createdAt: at(2),
        },
        (row) => [event(row.id)],
      ),
    ).rejects.toThrow();
    expect(await db().select().from(outbox)).toHaveLength(stored.length);
  });

  it('lists a doctor’s or a patient’s own reports, latest day first, never anyone else’s', async () => {
    const [doctor, colleague, patient, otherPatient] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await add(doctor, patient, 'Older day', '2030-05-01', 5);
    await add(doctor, patient, 'Same day, earlier', '2030-05-03', 1);
    await add(doctor, patient, 'Same day, later', '2030-05-03', 2);
    await add(colleague, patient, 'Colleague’s', '2030-05-02', 3);
    await add(doctor, otherPatient, 'Other patient’s', '2030-05-04', 4);

    expect((await sut.list({ doctorId: doctor })).map((row) => row.title)).toEqual([
      'Other patient’s',
      'Same day, later',
      'Same day, earlier',
      'Older day',
    ]);
    expect((await sut.list({ patientId: patient })).map((row) => row.title)).toEqual([
      'Same day, later',
      'Same day, earlier',
      'Colleague’s',
      'Older day',
    ]);
    expect(await sut.list({ patientId: doctor })).toEqual([]);
  });

  it('finds a report only for its patient and its writing doctor', async () => {
    const [doctor, patient] = [randomUUID(), randomUUID()];
    const report = await add(doctor, patient, 'Scan', '2030-05-01', 1);

    expect((await sut.readableBy(report.id, doctor))?.title).toBe('Scan');
    expect((await sut.readableBy(report.id, patient))?.title).toBe('Scan');
    expect(await sut.readableBy(report.id, randomUUID())).toBeUndefined();
    expect(await sut.readableBy(randomUUID(), doctor)).toBeUndefined();
  });

  it('removes a report only for its writing doctor, with its events in the same transaction, or neither', async () => {
    const outbox = eventTablesOf('appointment').outbox;
    const [doctor, patient] = [randomUUID(), randomUUID()];
    const report = await add(doctor, patient, 'Wrong patient', '2030-05-01', 1);
    const removal = (row: { id: string; patientId: string }) => [
      {
        subject: 'audit.access.recorded' as const,
        payload: {
          action: 'report.removed' as const,
          actor: { id: doctor, role: 'doctor' as const },
          patientIds: [row.patientId],
          resource: { kind: 'report' as const, id: row.id },
          client: { ip: null, userAgent: null },
          at: at(2).toISOString(),
        },
      },
    ];
    const eventsOf = async () =>
      (await db().select().from(outbox)).filter((row) => JSON.stringify(row.payload).includes(report.id));

    for (const outsider of [patient, randomUUID()])
      expect(await sut.removeWrittenBy(report.id, outsider, removal)).toBeUndefined();
    expect(await sut.readableBy(report.id, patient)).toBeDefined();
    expect(await eventsOf()).toEqual([]);

    // An event that cannot be stored takes the delete back with it.
    await expect(
      sut.removeWrittenBy(report.id, doctor, () => {
        throw new Error('no event');
      }),
    ).rejects.toThrow('no event');
    expect(await sut.readableBy(report.id, doctor)).toBeDefined();

    expect((await sut.removeWrittenBy(report.id, doctor, removal))?.id).toBe(report.id);
    expect(await sut.readableBy(report.id, doctor)).toBeUndefined();
    expect(await sut.readableBy(report.id, patient)).toBeUndefined();
    expect((await eventsOf()).map((row) => row.payload)).toEqual([removal(report)[0]?.payload]);
    expect(await sut.removeWrittenBy(report.id, doctor, removal)).toBeUndefined();
  });

  it('refuses a file key without its type and name (the check constraint)', async () => {
    await expect(
      sut.create(
        {
          doctorId: randomUUID(),
          patientId: randomUUID(),
          title: 'Half a file',
          date: '2030-05-01',
          text: 'x',
          fileKey: 'report-x.pdf',
          createdAt: at(1),
        },
        () => [],
      ),
    ).rejects.toThrow();
  });
});
