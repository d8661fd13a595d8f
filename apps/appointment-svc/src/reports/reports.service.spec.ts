import { type OutboxEntry } from '@vitalsync/bus';
import { type Actor, type NewReport, type RecordAction } from '@vitalsync/contracts';
import { newTestService, refusalOf } from '@vitalsync/testing';

import { accessRecorded } from '../appointments/access-audit';

import { type ReportOwner } from './reports.repository';
import { type NewReportRow, type ReportRow } from './reports.schema';
import { ReportsService } from './reports.service';

const NOW = new Date('2030-06-03T08:00:00.000Z');
const DOCTOR: Actor = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' };
const CONSULTED = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const STRANGER = '7d1f4a52-3c3e-4c55-8f0e-1b2d3c4d5e6f';
const PATIENT: Actor = { id: CONSULTED, role: 'user' };
const FILE = {
  key: 'report-1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6.pdf',
  contentType: 'application/pdf' as const,
  name: 'blood.pdf',
};
const NEW_REPORT: NewReport = {
  patientId: CONSULTED,
  title: 'Blood count',
  date: '2030-06-01',
  text: 'Normal.',
};

const rowOf = (row: NewReportRow, id = 'r1'): ReportRow => ({
  id,
  doctorId: row.doctorId,
  patientId: row.patientId,
  title: row.title,
  date: row.date,
  text: row.text,
  fileKey: row.fileKey ?? null,
  fileType: row.fileType ?? null,
  fileName: row.fileName ?? null,
  createdAt: row.createdAt,
});

const setup = (stored: ReportRow[] = []) => {
  const announced: OutboxEntry[] = [];
  const reports = {
    create: jest.fn(async (row: NewReportRow, announce: (created: ReportRow) => readonly OutboxEntry[]) => {
      const created = rowOf(row);
      announced.push(...announce(created));
      return created;
    }),
    list: jest.fn(async (_owner: ReportOwner) => stored),
    readableBy: jest.fn(async (id: string, accountId: string) =>
      stored.find((row) => row.id === id && (row.doctorId === accountId || row.patientId === accountId)),
    ),
    removeWrittenBy: jest.fn(
      async (id: string, doctorId: string, announce: (removed: ReportRow) => readonly OutboxEntry[]) => {
        const removed = stored.find((row) => row.id === id && row.doctorId === doctorId);
        if (removed) announced.push(...announce(removed));
        return removed;
      },
    ),
  };
  const access = {
    doctorCanSeePatients: jest.fn(
      async (_doctorId: string, ids: readonly string[]) => new Set(ids.filter((id) => id === CONSULTED)),
    ),
  };
  const people = {
    namesOf: jest.fn(
      async () =>
        new Map([
          [DOCTOR.id, 'Dr Maria Okafor'],
          [CONSULTED, 'Ada Patient'],
        ]),
    ),
  };
  const audit = {
    entriesOf: jest.fn(
      (actor: Actor, action: RecordAction, patientIds: readonly string[], id: string | null) =>
        accessRecorded(actor, action, patientIds, id, undefined, NOW),
    ),
  };
  const { sut } = newTestService(ReportsService, [reports, access, people, audit, () => NOW]);
  return { sut, reports, access, people, announced };
};

const storedRow = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  ...rowOf({
    doctorId: DOCTOR.id,
    createdAt: NOW,
    ...NEW_REPORT,
    fileKey: null,
    fileType: null,
    fileName: null,
  }),
  ...overrides,
});

describe('ReportsService', () => {
  it('adds a report with its stored file for a consulted patient, dated by the clock, with both names', async () => {
    const { sut, reports, announced } = setup();

    await expect(sut.add(DOCTOR, NEW_REPORT, FILE)).resolves.toEqual({
      _id: 'r1',
      title: 'Blood count',
      date: '2030-06-01',
      text: 'Normal.',
      patient: { id: CONSULTED, fullName: 'Ada Patient' },
      doctor: { id: DOCTOR.id, fullName: 'Dr Maria Okafor' },
      hasFile: true,
    });
    expect(reports.create).toHaveBeenCalledWith(
      {
        doctorId: DOCTOR.id,
        ...NEW_REPORT,
        fileKey: FILE.key,
        fileType: FILE.contentType,
        fileName: FILE.name,
        createdAt: NOW,
      },
      expect.any(Function),
    );
    // Stored with the report: who, for whom and when; never its title, text or file.
    expect(announced).toEqual([
      {
        subject: 'report.added',
        payload: {
          reportId: 'r1',
          doctorId: DOCTOR.id,
          patientId: CONSULTED,
          hasFile: true,
          at: NOW.toISOString(),
        },
      },
    ]);
  });

  it('adds a report without a file', async () => {
    const { sut } = setup();

    await expect(sut.add(DOCTOR, NEW_REPORT, undefined)).resolves.toMatchObject({ hasFile: false });
  });

  it('refuses a report for a patient the doctor never consulted with 403, storing nothing', async () => {
    const { sut, reports } = setup();

    await expect(
      refusalOf(sut.add(DOCTOR, { ...NEW_REPORT, patientId: STRANGER }, FILE)),
    ).resolves.toStrictEqual({
      code: 'patient.not_consulted',
      message: 'You can only see patients you have consulted.',
    });
    expect(reports.create).not.toHaveBeenCalled();
  });

  it('refuses a patient who tries to add a report with 403 before asking the access component', async () => {
    const { sut, access } = setup();

    await expect(refusalOf(sut.add(PATIENT, NEW_REPORT, undefined))).resolves.toStrictEqual({
      code: 'forbidden',
      message: 'Only doctors can do this.',
    });
    expect(access.doctorCanSeePatients).not.toHaveBeenCalled();
  });

  it.each([
    ['a doctor', DOCTOR, { doctorId: DOCTOR.id }],
    ['a patient', PATIENT, { patientId: CONSULTED }],
  ])('lists %s’s own reports only, naming everyone in one batch', async (_who, actor, owner) => {
    const { sut, reports, people } = setup([storedRow({ id: 'r1' }), storedRow({ id: 'r2' })]);

    const listed = await sut.list(actor);

    expect(reports.list).toHaveBeenCalledWith(owner);
    expect(listed.map((report) => report._id)).toEqual(['r1', 'r2']);
    expect(people.namesOf).toHaveBeenCalledTimes(1);
  });

  it('asks for no names when there are no reports', async () => {
    const { sut, people } = setup([]);

    await expect(sut.list(DOCTOR)).resolves.toEqual([]);
    expect(people.namesOf).not.toHaveBeenCalled();
  });

  it('gives the patient and the writing doctor the file’s key', async () => {
    const { sut } = setup([
      storedRow({ fileKey: FILE.key, fileType: FILE.contentType, fileName: FILE.name }),
    ]);

    for (const actor of [DOCTOR, PATIENT]) await expect(sut.file(actor, 'r1')).resolves.toEqual(FILE);
  });

  it('answers anyone else, and a report without a file, with 404', async () => {
    const { sut } = setup([
      storedRow({ fileKey: FILE.key, fileType: FILE.contentType, fileName: FILE.name }),
    ]);

    await expect(refusalOf(sut.file({ id: STRANGER, role: 'doctor' }, 'r1'))).resolves.toStrictEqual({
      code: 'report.not_found',
      message: 'This report does not exist.',
    });
    const { sut: withoutFile } = setup([storedRow()]);
    await expect(refusalOf(withoutFile.file(PATIENT, 'r1'))).resolves.toStrictEqual({
      code: 'report.no_file',
      message: 'This report has no file.',
    });
  });

  it('removes a report for its writing doctor, recording the removal for the patient in the same transaction', async () => {
    const { sut, reports, announced } = setup([
      storedRow({ fileKey: FILE.key, fileType: FILE.contentType, fileName: FILE.name }),
    ]);

    await expect(sut.remove(DOCTOR, 'r1')).resolves.toEqual({ fileKey: FILE.key });
    expect(reports.removeWrittenBy).toHaveBeenCalledWith('r1', DOCTOR.id, expect.any(Function));
    // Ids and codes only: never the report's title, text or file.
    expect(announced).toEqual([
      {
        subject: 'audit.access.recorded',
        payload: {
          action: 'report.removed',
          actor: DOCTOR,
          patientIds: [CONSULTED],
          resource: { kind: 'report', id: 'r1' },
          client: { ip: null, userAgent: null },
          at: NOW.toISOString(),
        },
      },
    ]);
  });

  it('names no file to delete when the removed report had none', async () => {
    const { sut } = setup([storedRow()]);

    await expect(sut.remove(DOCTOR, 'r1')).resolves.toEqual({ fileKey: null });
  });

  it.each([
    ['its patient', PATIENT],
    ['another doctor', { id: STRANGER, role: 'doctor' as const }],
    ['another patient', { id: STRANGER, role: 'user' as const }],
  ])(
    'answers %s removing a report with 404, as if it did not exist, recording nothing',
    async (_who, actor) => {
      const { sut, announced } = setup([storedRow()]);

      await expect(refusalOf(sut.remove(actor, 'r1'))).resolves.toStrictEqual({
        code: 'report.not_found',
        message: 'This report does not exist.',
      });
      expect(announced).toEqual([]);
    },
  );
});
