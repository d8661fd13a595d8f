import { fireEvent, screen, within } from '@testing-library/react';
import { type ConsultedPatient } from '@vitalsync/contracts';

import { DEFAULT_AVATAR_URL } from '../../../config';
import { aMediaQueryList } from '../../../testing/mediaQueryList';
import { queryParam, requestsTo } from '../../../testing/mockFetch';
import { NOW } from '../../doctor-appointments/__tests__/doctorAppointments.fixtures';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';

import { readingMoment } from '../../health-trends/trendPoints';

import { aConsultedPatient, anEmergencyPatient, consultedPatientsReply } from './consultedPatients.fixtures';

jest.mock('../../health-trends/components/HealthTrendChart', () =>
  jest.requireActual('../../health-trends/__tests__/fakeHealthTrendChart'),
);

const CONSULTED = 'GET /dashboard/appointments/consulted-patients';
const NOTES = 'GET /dashboard/appointments/notes';
/** Opening a detail reads the patient from the server, which records it in their access history. */
const DETAIL = 'GET /dashboard/appointments/consulted-patient';

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

const ada = aConsultedPatient({
  health_info: {
    medicalHistory: [
      { condition: 'Asthma', status: 'Ongoing' },
      { condition: 'Fractured wrist', status: 'Healed' },
    ],
  },
});

const openPatients = (patients: ConsultedPatient[], state?: unknown, replies = {}) =>
  renderDoctorPage(
    'patients',
    {
      [CONSULTED]: consultedPatientsReply(patients),
      [NOTES]: { status: 200, body: { status: 'success', notes: [] } },
      [DETAIL]: { status: 200, body: { status: 'success', consultedPatient: patients[0] } },
      ...replies,
    },
    state,
  );

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const section = (name: string) => within(screen.getByRole('region', { name }));
const factsOf = (region: ReturnType<typeof section>) =>
  region.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('patient manager list', () => {
  it('lists the consulted patients with age, gender, history and last consultation', async () => {
    openPatients([ada, anEmergencyPatient()]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Manager' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Age',
      'Gender',
      'Medical History',
      'Last Consultation',
      'Actions',
    ]);
    expect(cellsOf(rowOf('Ada Patient'))).toEqual([
      'Ada Patient',
      '36',
      'Female',
      'Asthma (Ongoing), Fractured wrist (Healed)',
      'May 1, 2026',
      'View ProfileAdd Notes',
    ]);
    expect(cellsOf(rowOf('Bruno Critical'))).toEqual([
      'Bruno CriticalEmergency',
      '65',
      'Male',
      'None',
      'Apr 20, 2026',
      'View ProfileAdd Notes',
    ]);
  });

  it('highlights an emergency row in red and says so in words', async () => {
    openPatients([ada, anEmergencyPatient()]);

    const bruno = await screen.findByRole('row', { name: /Bruno Critical/ });
    expect(bruno).toHaveClass('emergency');
    expect(within(bruno).getByText('Emergency')).toBeInTheDocument();
    expect(rowOf('Ada Patient')).not.toHaveClass('emergency');
    expect(within(rowOf('Ada Patient')).queryByText('Emergency')).not.toBeInTheDocument();
  });

  it('lists emergency patients first, each group in its own order', async () => {
    const ben = aConsultedPatient({
      id: 'u3',
      personal_info: { ...ada.user.personal_info, fullName: 'Ben Calm' },
    });
    openPatients([ada, ben, anEmergencyPatient()]);

    await screen.findByRole('row', { name: /Bruno Critical/ });
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Bruno CriticalEmergency', 'Ada Patient', 'Ben Calm']);
  });

  it('filters by any case-insensitive part of the full name', async () => {
    const { user } = openPatients([ada, anEmergencyPatient()]);

    const search = await screen.findByPlaceholderText('Search by name...');
    await user.type(search, 'CRIT');

    expect(screen.getByRole('row', { name: /Bruno Critical/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ada Patient/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No patients match “nobody”.')).toBeInTheDocument();
  });

  it('reads "None yet" as the last consultation of a patient whose appointments are all still to come', async () => {
    openPatients([aConsultedPatient({}, null)]);

    expect(cellsOf(await screen.findByRole('row', { name: /Ada Patient/ }))[4]).toBe('None yet');
  });

  it('shows a card per patient on a narrow screen, emergencies in red, with both buttons', async () => {
    // The page asks for a screen narrower than its table (max-width); jsdom answers no to every query by default.
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => aMediaQueryList(query, query.includes('max-width')));
    const { user } = openPatients([ada, anEmergencyPatient()]);

    const cards = within(await screen.findByRole('list', { name: 'Patients' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The emergency comes first (issue 18), so the calm patient is the second card.
    const [second, first] = cards.getAllByRole('listitem');
    expect(first).toHaveTextContent('Ada Patient36 years · Female');
    expect(first).toHaveTextContent('Medical HistoryAsthma (Ongoing), Fractured wrist (Healed)');
    expect(first).toHaveTextContent('Last ConsultationMay 1, 2026');
    expect(first).not.toHaveClass('emergency');
    expect(second).toHaveClass('emergency');
    expect(within(second ?? document.body).getByText('Emergency')).toBeInTheDocument();

    await user.click(within(first ?? document.body).getByRole('button', { name: 'View Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Patient' })).toBeInTheDocument();
  });

  it('says so when the doctor has consulted nobody yet', async () => {
    openPatients([]);

    expect(await screen.findByText('You have not consulted any patients yet.')).toBeInTheDocument();
  });
});

describe('patient detail', () => {
  it('opens from "View Profile" with identity, medical details and emergency contact; Back returns', async () => {
    const { user } = openPatients([ada, anEmergencyPatient()]);

    await user.click(
      within(await screen.findByRole('row', { name: /Ada Patient/ })).getByRole('button', {
        name: 'View Profile',
      }),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Ada Patient' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Patient' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR_URL,
    );
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('+15550100')).toBeInTheDocument();
    expect(factsOf(section('Medical Details'))).toEqual([
      ['Height', '168 cm'],
      ['Weight', '61 kg'],
      ['Blood Group', 'O+'],
      ['Known Allergies', 'Penicillin'],
      ['Existing Medical Conditions', 'None'],
      ['Medical History', 'Asthma (Ongoing)Fractured wrist (Healed)'],
    ]);
    expect(factsOf(section('Emergency Contact'))).toEqual([
      ['Name', 'Grace Patient'],
      ['Relationship', 'Sister'],
      ['Phone', '+15550199'],
    ]);
    expect(section('Health Records').getByText('No AI summary yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to patients' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Manager' })).toHaveFocus();
  });

  it('opens a patient passed in navigation state directly, with "None" for what is empty', async () => {
    const bare = aConsultedPatient({
      profilePicture: 'ada.png',
      health_info: { knownAllergies: '', height: null, bloodGroup: '' },
    });
    openPatients([bare], { userId: 'u1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Patient' })).toBeInTheDocument();
    expect(factsOf(section('Medical Details'))).toEqual([
      ['Height', 'Not given'],
      ['Weight', '61 kg'],
      ['Blood Group', 'Not given'],
      ['Known Allergies', 'None'],
      ['Existing Medical Conditions', 'None'],
      ['Medical History', 'None'],
    ]);
    const picture = screen.getByRole('img', { name: 'Profile picture of Ada Patient' });
    expect(picture).toHaveAttribute('src', 'http://localhost/api/profilePicture/ada.png');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Patient' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR_URL,
    );
  });

  it('shows the list with a notice when the requested patient is not one of the doctor’s', async () => {
    openPatients([ada], { userId: 'someone-else' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only see patients you have consulted.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Manager' })).toBeInTheDocument();
  });

  it('shows the AI summary and an emergency alert as the clinical line, in the emergency colour', async () => {
    openPatients([anEmergencyPatient()], { userId: 'u2' });

    await screen.findByRole('heading', { level: 1, name: 'Bruno Critical' });
    const clinical =
      'Heart rate 140 bpm — NEWS2 heart-rate band 3 (≥ 131). Patient advised to call emergency services.';
    expect(factsOf(section('Health Records'))).toEqual([
      ['Summary', 'Heart rate far above the normal range.'],
      ['Alerts', clinical],
    ]);
    expect(section('Health Records').getByText(clinical).parentElement).toHaveClass('emergency');
  });

  it('shows any other alert as plain text', async () => {
    const calm = aConsultedPatient({
      health_info: {
        ai_generated: {
          health_summary: 'All steady.',
          health_alert: { alert: 'No alerts at the moment.', emergency: false },
          lifestyle_tips: [],
        },
      },
    });
    openPatients([calm], { userId: calm.user.id });

    await screen.findByRole('heading', { level: 1, name: 'Ada Patient' });
    expect(factsOf(section('Health Records'))[1]).toEqual(['Alerts', 'No alerts at the moment.']);
    expect(section('Health Records').getByText('No alerts at the moment.')).not.toHaveClass('emergency');
  });

  it('offers to call the patient, call their emergency contact, and message them', async () => {
    const { user } = openPatients([anEmergencyPatient()], { userId: 'u2' });

    await screen.findByRole('heading', { level: 1, name: 'Bruno Critical' });
    expect(screen.getByRole('link', { name: 'Call patient Bruno Critical at +15550222' })).toHaveAttribute(
      'href',
      'tel:+15550222',
    );
    expect(
      screen.getByRole('link', { name: 'Call emergency contact Clara Critical at +15550223' }),
    ).toHaveAttribute('href', 'tel:+15550223');

    await user.click(screen.getByRole('link', { name: 'Message Bruno Critical' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
  });

  it('draws each chart only when its history has readings', async () => {
    const withWeight = aConsultedPatient({
      health_info: {
        weightHistory: [
          { weight: 63, month: '2026-03', date: '2026-03-01T08:00:00.000Z' },
          { weight: 62, month: '2026-03', date: '2026-03-02T08:00:00.000Z' },
          { weight: 61, month: '2026-04', date: '2026-04-02T08:00:00.000Z' },
        ],
      },
    });
    openPatients([withWeight], { userId: 'u1' });

    // Every profile save adds a reading, and each is a point, as in the patient's own view.
    const weight = await screen.findByRole('region', { name: 'Weight Progress' });
    expect(
      within(weight)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${readingMoment(Date.parse('2026-03-01T08:00:00.000Z'))}: 63 kg`,
      `${readingMoment(Date.parse('2026-03-02T08:00:00.000Z'))}: 62 kg`,
      `${readingMoment(Date.parse('2026-04-02T08:00:00.000Z'))}: 61 kg`,
    ]);
    expect(
      await within(weight).findByRole('figure', { name: 'Weight chart', hidden: true }),
    ).toHaveTextContent('63 62 61');
    expect(screen.queryByRole('region', { name: 'Heart Rate History' })).not.toBeInTheDocument();
  });

  it('draws the heart rate chart alone when only heart rates were recorded', async () => {
    const withHeartRate = aConsultedPatient({
      health_info: {
        heartRateHistory: [
          { heartRate: 88, month: '2026-04', date: '2026-04-02T08:00:00.000Z' },
          { heartRate: 150, month: '2026-04', date: '2026-04-03T08:00:00.000Z' },
        ],
      },
    });
    openPatients([withHeartRate], { userId: 'u1' });

    const heartRate = await screen.findByRole('region', { name: 'Heart Rate History' });
    expect(within(heartRate).getAllByRole('listitem')[1]).toHaveTextContent(': 150 bpm (out of range)');
    expect(within(heartRate).getByText(/normal resting range, 51–90 bpm/)).toBeInTheDocument();
    expect(
      await within(heartRate).findByRole('figure', { name: 'Heart rate chart', hidden: true }),
    ).toHaveTextContent('88 150!');
    expect(screen.queryByRole('region', { name: 'Weight Progress' })).not.toBeInTheDocument();
  });
});

describe('doctor notes', () => {
  const notes = [
    { _id: 'n1', patientId: 'u1', text: 'First visit: mild asthma.', createdAt: '2026-04-01T09:00:00.000Z' },
    { _id: 'n2', patientId: 'u1', text: 'Follow-up: inhaler helps.', createdAt: '2026-04-20T09:00:00.000Z' },
  ];

  it('lists the doctor’s notes newest first, with their dates', async () => {
    const { fetchSpy } = openPatients(
      [ada],
      { userId: 'u1' },
      { [NOTES]: { status: 200, body: { status: 'success', notes } } },
    );

    const list = await screen.findByRole('list', { name: 'Your notes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mon, Apr 20, 2026 at 09:00 AMFollow-up: inhaler helps.',
      'Wed, Apr 1, 2026 at 09:00 AMFirst visit: mild asthma.',
    ]);
    const [request] = requestsTo(fetchSpy, 'GET', '/dashboard/appointments/notes');
    expect(queryParam(request, 'patientId')).toBe('u1');
  });

  it('focuses the note form from "Add Notes" and adds a note', async () => {
    const saved = {
      _id: 'n3',
      patientId: 'u1',
      text: 'Call back in a week.',
      createdAt: '2026-05-05T12:00:00.000Z',
    };
    const { user, fetchSpy, replies } = openPatients([ada], undefined, {
      'POST /dashboard/appointments/notes': {
        status: 201,
        body: { status: 'success', message: 'Note saved.', note: saved },
      },
    });

    await user.click(
      within(await screen.findByRole('row', { name: /Ada Patient/ })).getByRole('button', {
        name: 'Add Notes',
      }),
    );
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field).toHaveFocus();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();

    replies[NOTES] = { status: 200, body: { status: 'success', notes: [saved] } };
    await user.type(field, '  Call back in a week.  ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Note saved.');
    expect(field).toHaveValue('');
    expect(await screen.findByText('Call back in a week.')).toBeInTheDocument();
    const [request] = requestsTo(fetchSpy, 'POST', '/dashboard/appointments/notes');
    expect(await request?.json()).toEqual({ patientId: 'u1', text: 'Call back in a week.' });
  });

  it('refuses an empty note without calling the server', async () => {
    const { user, fetchSpy } = openPatients([ada], { userId: 'u1' });

    await user.click(await screen.findByRole('button', { name: 'Add Note' }));

    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(/Write a note first\./);
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/appointments/notes')).toHaveLength(0);
  });

  it('refuses a note over 2000 characters', async () => {
    const { user, fetchSpy } = openPatients([ada], { userId: 'u1' });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Note' }), {
      target: { value: 'x'.repeat(2001) },
    });
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(screen.getByText('Note cannot exceed 2000 characters')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/appointments/notes')).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the text', async () => {
    const { user } = openPatients(
      [ada],
      { userId: 'u1' },
      {
        'POST /dashboard/appointments/notes': {
          status: 403,
          body: { status: 'error', message: 'You can only see patients you have consulted.' },
        },
      },
    );

    const field = await screen.findByRole('textbox', { name: 'Note' });
    await user.type(field, 'A note');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only see patients you have consulted.',
    );
    expect(field).toHaveValue('A note');
  });
});

describe('opening a patient’s detail', () => {
  it('reads that patient from the server, so the view is checked and recorded in their access history', async () => {
    const { user, fetchSpy } = openPatients([ada]);

    await user.click(await screen.findByRole('button', { name: /View Profile/ }));

    expect(await screen.findByRole('heading', { name: /Ada/, level: 1 })).toBeInTheDocument();
    const asked = requestsTo(fetchSpy, 'GET', '/dashboard/appointments/consulted-patient');
    expect(asked).toHaveLength(1);
    expect(queryParam(asked[0], 'patientId')).toBe(ada.user.id);
  });

  it('goes back to the list with a notice when the server says the doctor no longer sees that patient', async () => {
    openPatients(
      [ada],
      { userId: ada.user.id },
      {
        [DETAIL]: {
          status: 404,
          body: {
            status: 'error',
            code: 'patient.not_found',
            message: 'You can only see patients you have consulted.',
          },
        },
      },
    );

    expect(await screen.findByText('You can only see patients you have consulted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Manager' })).toBeInTheDocument();
  });
});
