import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import { AddReportCommandDto, RemoveReportCommandDto, ReportFileQueryDto } from './report-commands.dto';

const ACTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' };
const PATIENT = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const report = { patientId: PATIENT, title: 'Blood count', date: '2026-11-20', text: 'Within range.' };
const file = {
  key: 'report-7d1f4a52-3c3e-4c55-8f0e-1b2d3c4d5e6f.pdf',
  contentType: 'application/pdf',
  name: 'blood.pdf',
};

const refusedPaths = async (body: unknown): Promise<string[]> =>
  (await refusalErrorsOf(AddReportCommandDto, body)).flatMap((error) =>
    error.children && error.children.length > 0
      ? error.children.map((child) => `${error.property}.${child.property}`)
      : [error.property],
  );

describe('AddReportCommandDto', () => {
  it('accepts a report with and without a stored file, trimming its texts', async () => {
    await expect(
      checkBody(AddReportCommandDto, { actor: ACTOR, report: { ...report, title: '  Blood count ' } }),
    ).resolves.toEqual({ actor: ACTOR, report });
    await expect(checkBody(AddReportCommandDto, { actor: ACTOR, report, file })).resolves.toEqual({
      actor: ACTOR,
      report,
      file,
    });
  });

  it.each([
    ['a blank title', { report: { ...report, title: '   ' } }, 'report.title'],
    ['a day that does not exist', { report: { ...report, date: '2026-02-30' } }, 'report.date'],
    ['a date with a time', { report: { ...report, date: '2026-11-20T10:00:00Z' } }, 'report.date'],
    ['a patient that is no id', { report: { ...report, patientId: 'x' } }, 'report.patientId'],
    ['a key that is not a report file', { report, file: { ...file, key: 'licence-a.pdf' } }, 'file.key'],
    ['a path as key', { report, file: { ...file, key: '../report-x.pdf' } }, 'file.key'],
    [
      'a content type no first bytes prove',
      { report, file: { ...file, contentType: 'text/html' } },
      'file.contentType',
    ],
  ])('refuses %s, naming the field', async (_case, body, path) => {
    expect(await refusedPaths({ actor: ACTOR, ...body })).toEqual([path]);
  });

  it('refuses a command without an actor', async () => {
    expect(await refusedPaths({ report })).toEqual(['actor']);
  });
});

describe('ReportFileQueryDto', () => {
  it('takes a report id and an actor', async () => {
    const query = { actor: ACTOR, reportId: PATIENT };
    await expect(checkBody(ReportFileQueryDto, query)).resolves.toEqual(query);
    expect(
      (await refusalErrorsOf(ReportFileQueryDto, { actor: ACTOR, reportId: '1' })).map((e) => e.property),
    ).toEqual(['reportId']);
  });
});

describe('RemoveReportCommandDto', () => {
  it('takes a report id and an actor', async () => {
    const command = { actor: ACTOR, reportId: PATIENT };
    await expect(checkBody(RemoveReportCommandDto, command)).resolves.toEqual(command);
  });

  it.each([
    ['an id that is no uuid', { actor: ACTOR, reportId: "1' or '1'='1" }, ['reportId']],
    ['no id', { actor: ACTOR }, ['reportId']],
    ['no actor', { reportId: PATIENT }, ['actor']],
  ])('refuses %s, naming the field', async (_case, body, fields) => {
    expect((await refusalErrorsOf(RemoveReportCommandDto, body)).map((e) => e.property)).toEqual(fields);
  });
});
