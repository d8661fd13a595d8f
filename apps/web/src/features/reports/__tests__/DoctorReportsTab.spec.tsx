import { screen, waitFor, within } from '@testing-library/react';

import { requestsTo } from '../../../testing/mockFetch';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import {
  aConsultedPatient,
  consultedPatientsReply,
} from '../../patients/__tests__/consultedPatients.fixtures';

import { aReport, reportsReply } from './reports.fixtures';

afterEach(() => jest.restoreAllMocks());

const LIST = 'GET /dashboard/reports';
const ADD = 'POST /dashboard/reports';
const CONSULTED = 'GET /dashboard/appointments/consulted-patients';
const REMOVE = 'DELETE /dashboard/reports/r1';

/** Account ids are uuids: the form checks the patient as the server does. */
const PATIENT_ID = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const blood = aReport();
const xray = aReport({
  _id: 'r2',
  title: 'Chest X-ray',
  date: '2026-04-01',
  patient: { id: 'u2', fullName: 'Bruno Critical' },
  hasFile: false,
});

const openTab = (replies: Record<string, { status: number; body: unknown }>) =>
  renderDoctorPage('reports', {
    'GET /dashboard/appointments/doctor': { status: 200, body: { status: 'success', appointments: [] } },
    [CONSULTED]: consultedPatientsReply([aConsultedPatient({ id: PATIENT_ID })]),
    ...replies,
  });

const cards = () =>
  within(screen.getByRole('list', { name: 'Your reports' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('the doctor’s Reports tab', () => {
  it('shows the doctor’s reports as cards, with the patient, the day and a link to the file', async () => {
    openTab({ [LIST]: reportsReply([blood, xray]) });

    const card = await screen.findByRole('article', { name: 'Full blood count' });
    expect(card).toHaveTextContent('Patient: Ada Patient');
    expect(card).toHaveTextContent('May 2, 2026');
    expect(within(card).getByRole('link', { name: /Open file: Full blood count/ })).toHaveAttribute(
      'href',
      'http://localhost/api/dashboard/reports/r1/file',
    );
    expect(screen.getByRole('article', { name: 'Chest X-ray' })).toHaveTextContent('No file attached');
  });

  it('filters by patient name or title as the doctor types', async () => {
    const { user } = openTab({ [LIST]: reportsReply([blood, xray]) });
    await screen.findByRole('article', { name: 'Chest X-ray' });
    const search = screen.getByRole('searchbox', { name: 'Search reports' });

    await user.type(search, 'bruno');
    expect(cards()).toEqual(['Chest X-ray']);
    await user.clear(search);
    await user.type(search, 'BLOOD');
    expect(cards()).toEqual(['Full blood count']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No reports match “zzz”.')).toBeInTheDocument();
  });

  it('says plainly when there are no reports yet', async () => {
    openTab({ [LIST]: reportsReply([]) });

    expect(await screen.findByText('No reports yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Report' })).toBeEnabled();
  });

  it('adds a report for a consulted patient and shows it at once', async () => {
    const added = aReport({ _id: 'r3', title: 'Echo', date: '2026-06-01', hasFile: false });
    const { user, fetchSpy } = openTab({
      [LIST]: reportsReply([blood]),
      [ADD]: { status: 201, body: { status: 'success', message: 'Report added.', report: added } },
    });
    await screen.findByRole('article', { name: 'Full blood count' });

    await user.click(screen.getByRole('button', { name: 'Add Report' }));
    const form = await screen.findByRole('form', { name: 'Add Report' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), PATIENT_ID);
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Echo');
    await user.type(within(form).getByLabelText(/Date/), '2026-06-01');
    await user.type(within(form).getByRole('textbox', { name: /Report/ }), 'Normal ejection fraction.');
    await user.click(within(form).getByRole('button', { name: 'Save Report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Report added.');
    expect(await screen.findByRole('article', { name: 'Echo' })).toBeInTheDocument();
    expect(cards()).toEqual(['Echo', 'Full blood count']);
    const [request] = requestsTo(fetchSpy, 'POST', '/dashboard/reports');
    const body = await request?.formData();
    expect(body?.get('patientId')).toBe(PATIENT_ID);
    expect(body?.get('title')).toBe('Echo');
    expect(body?.get('date')).toBe('2026-06-01');
    expect(body?.has('file')).toBe(false);
  });

  it('asks for the required fields before sending', async () => {
    const { user, fetchSpy } = openTab({ [LIST]: reportsReply([]) });
    await user.click(await screen.findByRole('button', { name: 'Add Report' }));
    const form = await screen.findByRole('form', { name: 'Add Report' });

    await user.click(within(form).getByRole('button', { name: 'Save Report' }));

    expect(await within(form).findByText('Please choose a patient.')).toBeInTheDocument();
    expect(within(form).getByText('Title is Required')).toBeInTheDocument();
    expect(within(form).getByText('Date is Required')).toBeInTheDocument();
    expect(within(form).getByText('Report text is Required')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/reports')).toHaveLength(0);
  });

  it('shows the server’s refusal of the file under the file field', async () => {
    const { user } = openTab({
      [LIST]: reportsReply([]),
      [ADD]: {
        status: 400,
        body: {
          status: 'error',
          message: 'Please correct the highlighted fields.',
          errors: { file: 'File must be a PDF, JPG or PNG' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Report' }));
    const form = await screen.findByRole('form', { name: 'Add Report' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Patient/ }), PATIENT_ID);
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Scan');
    await user.type(within(form).getByLabelText(/Date/), '2026-06-01');
    await user.type(within(form).getByRole('textbox', { name: /Report/ }), 'Text');
    await user.upload(
      within(form).getByLabelText(/File/),
      new File(['\x89PNG'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save Report' }));

    expect(await within(form).findByText('File must be a PDF, JPG or PNG')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('says when the doctor has no patient to write for', async () => {
    const { user } = openTab({ [LIST]: reportsReply([]), [CONSULTED]: consultedPatientsReply([]) });
    await user.click(await screen.findByRole('button', { name: 'Add Report' }));

    expect(
      await screen.findByText(
        'You can add reports for patients you have an appointment with. You have none yet.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the reports cannot be loaded', async () => {
    openTab({ [LIST]: { status: 503, body: { status: 'error', message: 'Service unavailable.' } } });

    expect(await screen.findByText('Service unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('removes a report once the doctor confirms, and the card leaves the list', async () => {
    const { user, fetchSpy, replies } = openTab({
      [LIST]: reportsReply([blood, xray]),
      [REMOVE]: { status: 200, body: { status: 'success' } },
    });
    const card = await screen.findByRole('article', { name: 'Full blood count' });

    await user.click(within(card).getByRole('button', { name: 'Remove report: Full blood count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this report?' });
    expect(dialog).toHaveTextContent('The patient will no longer see it. This cannot be undone.');
    replies[LIST] = reportsReply([xray]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove report' }));

    await waitFor(() => expect(cards()).toEqual(['Chest X-ray']));
    expect(screen.queryByRole('dialog', { name: 'Remove this report?' })).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'DELETE', '/dashboard/reports/r1')).toHaveLength(1);
  });

  it('keeps the report when the doctor changes their mind', async () => {
    const { user, fetchSpy } = openTab({ [LIST]: reportsReply([blood]) });
    const card = await screen.findByRole('article', { name: 'Full blood count' });

    await user.click(within(card).getByRole('button', { name: 'Remove report: Full blood count' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this report?' })).getByRole('button', {
        name: 'Keep it',
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove this report?' })).not.toBeInTheDocument(),
    );
    expect(cards()).toEqual(['Full blood count']);
    expect(requestsTo(fetchSpy, 'DELETE', '/dashboard/reports/r1')).toHaveLength(0);
  });

  it('shows the server’s message in the dialog when the removal is refused, keeping the card', async () => {
    const { user } = openTab({
      [LIST]: reportsReply([blood]),
      [REMOVE]: {
        status: 404,
        body: { status: 'error', code: 'report.not_found', message: 'This report does not exist.' },
      },
    });
    const card = await screen.findByRole('article', { name: 'Full blood count' });

    await user.click(within(card).getByRole('button', { name: 'Remove report: Full blood count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report does not exist.');
    expect(cards()).toEqual(['Full blood count']);
  });
});
