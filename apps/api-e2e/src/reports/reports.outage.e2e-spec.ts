import { REPORT_SUBJECTS } from '@vitalsync/contracts';
import { type S3rverServer, minioClientFor, startS3rver } from '@vitalsync/storage';
import {
  FAR_FUTURE_MONDAY,
  PDF_MINIMAL,
  type Participant,
  type SystemUnderTest,
  addReport,
  at,
  bookedAppointment,
  fetchReportFile,
  getHealth,
  listReports,
  removeReport,
  reportFields,
  signedInParticipants,
  startSystem,
  waitFor,
} from '@vitalsync/testing';
import { type Client } from 'minio';

const BUCKET = 'vitalsync-reports-e2e';
const PDF = { name: 'scan.pdf', content: PDF_MINIMAL, type: 'application/pdf' };
const STORAGE_DOWN = {
  status: 'error',
  code: 'unavailable',
  message: 'Report files cannot be stored or read right now. Please try again shortly.',
};
/** Generous for a busy two-core machine: a wait, never an assertion about speed. */
const OUTAGE_SHOWS_MS = 30_000;

/** Every key of the bucket, read straight from S3 (not through the gateway). */
const storedKeys = async (client: Client): Promise<string[]> => {
  if (!(await client.bucketExists(BUCKET))) return [];
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(BUCKET, '', true)) keys.push((item as { name: string }).name);
  return keys.sort();
};

describe('reports while a dependency is down (distributed mode, S3 storage)', () => {
  let s3: S3rverServer;
  let s3Open = false;
  let system: SystemUnderTest;
  let bucket: Client;
  let patient: Participant;
  let doctor: Participant;
  let reportId: string;

  beforeAll(async () => {
    s3 = await startS3rver();
    s3Open = true;
    system = await startSystem('distributed', s3.env(BUCKET));
    bucket = minioClientFor({ ...s3, bucket: BUCKET });
    [patient, doctor] = await signedInParticipants(system.baseUrl, ['user', 'doctor'] as const);
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    const added = await addReport(doctor.client, reportFields(patient.id), PDF);
    expect(added.status).toBe(201);
    reportId = added.body.report._id;
  });

  afterAll(async () => {
    await system?.stop();
    if (s3Open) await s3.close();
  });

  it('stores the file in the bucket under a report key', async () => {
    const reportKeys = (await storedKeys(bucket)).filter((key) => !key.startsWith('licence-'));
    expect(reportKeys).toEqual([expect.stringMatching(/^report-[0-9a-f-]{36}\.pdf$/)]);
  });

  it('deletes the stored file again when appointment-svc cannot take the report, and removes nothing, answering 503', async () => {
    const before = await storedKeys(bucket);
    const appointmentSvc = system.distributed?.services.appointment;
    if (!appointmentSvc) throw new Error('distributed system expected');
    await appointmentSvc.stop('SIGKILL');
    await waitFor(
      async () =>
        (await getHealth(system.baseUrl)).body.services.appointment.status === 'down' ? true : undefined,
      { timeoutMs: OUTAGE_SHOWS_MS, intervalMs: 100, description: 'health to report appointment-svc down' },
    );

    const refused = await addReport(doctor.client, reportFields(patient.id), PDF);

    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 503,
      body: {
        status: 'error',
        code: 'unavailable',
        message: `The service behind ${REPORT_SUBJECTS.add} is unavailable.`,
      },
    });
    expect(await storedKeys(bucket)).toEqual(before);
    // Nothing was removed, so its file stays.
    const notRemoved = await removeReport(doctor.client, reportId);
    expect({ status: notRemoved.status, body: notRemoved.body }).toEqual({
      status: 503,
      body: {
        status: 'error',
        code: 'unavailable',
        message: `The service behind ${REPORT_SUBJECTS.remove} is unavailable.`,
      },
    });
    expect(await storedKeys(bucket)).toEqual(before);

    system.distributed?.addService('appointment');
    await waitFor(async () => ((await listReports(patient.client)).status === 200 ? true : undefined), {
      timeoutMs: OUTAGE_SHOWS_MS,
      intervalMs: 200,
      description: 'appointment-svc to answer again',
    });
  });

  it('answers 503 with a message for a file to store or read while the storage is down, and still takes reports without one and removes reports', async () => {
    await s3.close();
    s3Open = false;

    const upload = await addReport(doctor.client, reportFields(patient.id), PDF);
    expect({ status: upload.status, body: upload.body }).toEqual({ status: 503, body: STORAGE_DOWN });

    const served = await fetchReportFile(patient.client, reportId);
    expect({ status: served.status, body: await served.json() }).toEqual({ status: 503, body: STORAGE_DOWN });

    const withoutFile = await addReport(doctor.client, reportFields(patient.id, { title: 'Phone call' }));
    expect(withoutFile.status).toBe(201);
    const titles = (await listReports(patient.client)).body.reports.map((report) => report.title);
    expect(titles).toEqual(expect.arrayContaining(['Phone call', 'Full blood count']));

    // The row goes first: with the storage down the file stays behind, but no route can serve it any more.
    const removed = await removeReport(doctor.client, reportId);
    expect({ status: removed.status, body: removed.body }).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    const after = (await listReports(patient.client)).body.reports.map((report) => report._id);
    expect(after).not.toContain(reportId);
  });
});
