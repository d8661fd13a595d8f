import { REPORT_FILE_MAX_BYTES, type Report } from '@vitalsync/contracts';
import {
  FAR_FUTURE_MONDAY,
  HTML_PAGE,
  JPEG_MINIMAL,
  PDF_MINIMAL,
  PNG_1PX,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  addReport,
  at,
  bookedAppointment,
  fetchReportFile,
  listReports,
  paddedPdf,
  reportFields,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';

import { storedReportFiles } from './stored-files';

const PDF = { name: 'blood-count.pdf', content: PDF_MINIMAL, type: 'application/pdf' };

describe.each(RUN_MODES)('reports (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let patient: Participant;
  let doctor: Participant;

  beforeAll(async () => {
    system = await startSystem(mode);
    [patient, doctor] = await signedInParticipants(system.baseUrl, ['user', 'doctor'] as const);
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('adds a report with a PDF that both its doctor and its patient list, and serves the same bytes back', async () => {
    const added = await addReport(
      doctor.client,
      reportFields(patient.id, { title: '  Full blood count ' }),
      PDF,
    );

    expect(added.status).toBe(201);
    const expected: Report = {
      _id: expect.any(String) as string,
      title: 'Full blood count',
      date: '2026-01-15',
      text: 'Haemoglobin and white cells within range.',
      patient: { id: patient.id, fullName: patient.fullName },
      doctor: { id: doctor.id, fullName: doctor.fullName },
      hasFile: true,
    };
    expect(added.body).toEqual({ status: 'success', message: 'Report added.', report: expected });
    const id = added.body.report._id;
    for (const reader of [doctor, patient]) {
      const listed = await listReports(reader.client);
      expect(listed.status).toBe(200);
      expect(listed.body.reports.find((report) => report._id === id)).toEqual({ ...expected, _id: id });
    }

    const served = await fetchReportFile(patient.client, id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="blood-count.pdf"; filename*=UTF-8''blood-count.pdf`,
    );
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF_MINIMAL);
  });

  it.each([
    ['a PNG', { name: 'scan.png', content: PNG_1PX, type: 'image/png' }, 'image/png'],
    ['a JPEG', { name: 'scan.jpg', content: JPEG_MINIMAL, type: 'image/jpeg' }, 'image/jpeg'],
  ])('takes %s and serves it with its proven type', async (_case, file, contentType) => {
    const added = await addReport(doctor.client, reportFields(patient.id), file);
    expect(added.status).toBe(201);

    const served = await fetchReportFile(doctor.client, added.body.report._id);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(file.content);
  });

  it('adds a report without a file, whose file route answers 404', async () => {
    const added = await addReport(doctor.client, reportFields(patient.id, { title: 'Phone consultation' }));

    expect(added.status).toBe(201);
    expect(added.body.report.hasFile).toBe(false);
    const served = await fetchReportFile(patient.client, added.body.report._id);
    expect(served.status).toBe(404);
    expect(await served.json()).toEqual({
      status: 'error',
      code: 'report.no_file',
      message: 'This report has no file.',
    });
  });

  it('lists the latest day first', async () => {
    await addReport(doctor.client, reportFields(patient.id, { title: 'Oldest', date: '2020-01-01' }));
    await addReport(doctor.client, reportFields(patient.id, { title: 'Newest', date: '2026-11-01' }));

    const titles = (await listReports(patient.client)).body.reports.map((report) => report.title);
    expect(titles[0]).toBe('Newest');
    expect(titles.at(-1)).toBe('Oldest');
  });

  it.each([
    [
      'a PDF name over PNG bytes',
      { name: 'scan.pdf', content: PNG_1PX, type: 'application/pdf' },
      'File must be a PDF, JPG or PNG',
    ],
    [
      'a PDF name over a web page',
      { name: 'scan.pdf', content: HTML_PAGE, type: 'application/pdf' },
      'File must be a PDF, JPG or PNG',
    ],
    [
      'a web page',
      { name: 'page.html', content: HTML_PAGE, type: 'text/html' },
      'File must be a PDF, JPG or PNG',
    ],
    [
      'a PDF one byte over 5 MB',
      { ...PDF, content: paddedPdf(REPORT_FILE_MAX_BYTES + 1) },
      'File size cannot exceed 5MB',
    ],
  ])('refuses %s with 400 naming the file, and keeps nothing', async (_case, file, message) => {
    const before = storedReportFiles(system);

    const refused = await addReport(doctor.client, reportFields(patient.id), file);

    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'request.invalid',
        message: expect.any(String),
        errors: { file: message },
      },
    });
    expect(storedReportFiles(system)).toEqual(before);
  });

  it('takes a PDF of exactly 5 MB', async () => {
    const added = await addReport(doctor.client, reportFields(patient.id), {
      ...PDF,
      content: paddedPdf(REPORT_FILE_MAX_BYTES),
    });
    expect(added.status).toBe(201);
  });

  it('refuses missing and broken fields with 400 naming each, and deletes the file that came with them', async () => {
    const before = storedReportFiles(system);

    const refused = await addReport(
      doctor.client,
      { patientId: patient.id, title: ' ', date: '2999-01-01', text: 'x'.repeat(5001), extra: 'y' },
      PDF,
    );

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: {
        title: 'Title is Required',
        date: 'Date must be a real day, not in the future',
        text: 'Report text cannot exceed 5000 characters',
        extra: 'This field is not accepted.',
      },
    });
    expect(storedReportFiles(system)).toEqual(before);
  });

  it('refuses a body that is not multipart with 400', async () => {
    const refused = await doctor.client.post('/api/dashboard/reports', { json: reportFields(patient.id) });
    expect(refused.status).toBe(400);
  });
});
