import { randomUUID } from 'node:crypto';

import { type AccessHistoryResponse } from '@vitalsync/contracts';
import {
  type ApiClient,
  PDF_MINIMAL,
  type Participant,
  REPORTS_PATH,
  RUN_MODES,
  type SystemUnderTest,
  accessCast,
  addReport,
  fetchReportFile,
  listReports,
  removeReport,
  reportFields,
  reportForm,
  startSystem,
  waitFor,
} from '@vitalsync/testing';

import { storedReportFiles } from './stored-files';

const PDF = { name: 'scan.pdf', content: PDF_MINIMAL, type: 'application/pdf' };
const NOT_FOUND = { status: 'error', code: 'report.not_found', message: 'This report does not exist.' };

describe.each(RUN_MODES)('reports access (%s mode)', (mode) => {
  let system: SystemUnderTest;
  /** The patient the report is about. */
  let owner: Participant;
  /** The doctor who consulted the owner and writes the report. */
  let writer: Participant;
  let otherPatient: Participant;
  /** A doctor who consulted the other patient only. */
  let otherDoctor: Participant;
  let anonymous: ApiClient;
  let reportId: string;

  beforeAll(async () => {
    system = await startSystem(mode);
    ({
      owner,
      doctor: writer,
      otherPatient,
      otherDoctor,
      anonymous,
    } = await accessCast(system.baseUrl, '10:00'));
    const added = await addReport(writer.client, reportFields(owner.id), PDF);
    expect(added.status).toBe(201);
    reportId = added.body.report._id;
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should refuse every report route to a caller without a session, storing nothing', async () => {
    const before = storedReportFiles(system);
    const responses = [
      ['POST', await anonymous.post(REPORTS_PATH, { form: reportForm(reportFields(owner.id), PDF) })],
      ['GET', await anonymous.get(REPORTS_PATH)],
      ['GET file', await anonymous.get(`${REPORTS_PATH}/${reportId}/file`)],
      ['DELETE', await removeReport(anonymous, reportId)],
    ] as const;
    for (const [route, response] of responses) {
      expect({ route, status: response.status, body: response.body }).toEqual({
        route,
        status: 401,
        body: { status: 'error', code: 'session.required', message: 'Please Login First!' },
      });
    }
    expect(storedReportFiles(system)).toEqual(before);
  });

  it('should refuse a patient adding a report with 403, storing nothing', async () => {
    const before = storedReportFiles(system);

    const refused = await addReport(owner.client, reportFields(owner.id), PDF);

    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: { status: 'error', code: 'forbidden', message: 'Only doctors can do this.' },
    });
    expect(storedReportFiles(system)).toEqual(before);
  });

  it('should refuse a doctor adding a report for a patient they never consulted with 403, deleting the stored file', async () => {
    const before = storedReportFiles(system);

    const refused = await addReport(otherDoctor.client, reportFields(owner.id), PDF);

    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: {
        status: 'error',
        code: 'patient.not_consulted',
        message: 'You can only see patients you have consulted.',
      },
    });
    expect(storedReportFiles(system)).toEqual(before);
  });

  it('should list the report to its patient and its writing doctor only', async () => {
    for (const reader of [owner, writer]) {
      const listed = await listReports(reader.client);
      expect(listed.body.reports.map((report) => report._id)).toContain(reportId);
    }
    for (const outsider of [otherPatient, otherDoctor]) {
      const listed = await listReports(outsider.client);
      expect({ status: listed.status, body: listed.body }).toEqual({
        status: 200,
        body: { status: 'success', reports: [] },
      });
    }
  });

  it('should serve the file to its patient and its writing doctor only, as if it did not exist to anyone else', async () => {
    for (const reader of [owner, writer]) {
      const served = await fetchReportFile(reader.client, reportId);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF_MINIMAL);
    }
    for (const [who, outsider] of [
      ['another patient', otherPatient],
      ['another doctor', otherDoctor],
    ] as const) {
      const served = await fetchReportFile(outsider.client, reportId);
      expect({ who, status: served.status, body: await served.json() }).toEqual({
        who,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('should answer 404 for ids that name no report, malformed ones included', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', `${reportId}' or '1'='1`]) {
      const served = await fetchReportFile(owner.client, id);
      expect({ id, status: served.status, body: await served.json() }).toEqual({
        id,
        status: 404,
        body: NOT_FOUND,
      });
      const removed = await removeReport(writer.client, id);
      expect({ id, status: removed.status, body: removed.body }).toEqual({
        id,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('should refuse removing the report to anyone but its writing doctor, as if it did not exist, leaving it to its readers', async () => {
    const before = storedReportFiles(system);
    for (const [who, caller] of [
      ['its patient', owner],
      ['another doctor', otherDoctor],
      ['another patient', otherPatient],
    ] as const) {
      const refused = await removeReport(caller.client, reportId);
      expect({ who, status: refused.status, body: refused.body }).toEqual({
        who,
        status: 404,
        body: NOT_FOUND,
      });
    }
    for (const reader of [owner, writer]) {
      expect((await listReports(reader.client)).body.reports.map((report) => report._id)).toContain(reportId);
      expect((await fetchReportFile(reader.client, reportId)).status).toBe(200);
    }
    expect(storedReportFiles(system)).toEqual(before);
  });

  // Last: it removes the report the other cases read.
  it('should let its writing doctor remove it: gone from both lists, its file deleted, the removal in the patient’s access history', async () => {
    const before = storedReportFiles(system);

    const removed = await removeReport(writer.client, reportId);

    expect({ status: removed.status, body: removed.body }).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    for (const reader of [owner, writer]) {
      expect((await listReports(reader.client)).body.reports.map((report) => report._id)).not.toContain(
        reportId,
      );
      const served = await fetchReportFile(reader.client, reportId);
      expect({ status: served.status, body: await served.json() }).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect(storedReportFiles(system)).toHaveLength(before.length - 1);
    const again = await removeReport(writer.client, reportId);
    expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: NOT_FOUND });

    // The audit event travels through the outbox to auth-svc: wait for it to arrive, never for a time.
    const lines = await waitFor(
      async () => {
        const history = await owner.client.get<AccessHistoryResponse>(
          '/api/dashboard/access-history?limit=50',
        );
        expect(history.status).toBe(200);
        const events = history.body.events;
        return events.some((event) => event.action === 'report.removed') ? events : undefined;
      },
      { timeoutMs: 20_000, description: 'the removal in the patient’s access history' },
    );
    expect(lines.find((event) => event.action === 'report.removed')).toMatchObject({
      actor: { role: 'doctor' },
      what: 'removed a report they wrote for you',
      count: 1,
    });
    expect(JSON.stringify(lines)).not.toContain(reportFields(owner.id)['title']);
  });
});
