import { act, screen, waitFor, within } from '@testing-library/react';

import { requestsTo } from '../../../testing/mockFetch';
import {
  CONSULTED_PATIENTS,
  fakeChatSockets,
  ok,
  SUMMARIES,
  summariesOf,
} from '../../chat/__tests__/chatPage';
import {
  aDoctorAppointment,
  doctorAppointmentsReply,
  NOW,
} from '../../doctor-appointments/__tests__/doctorAppointments.fixtures';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import {
  aConsultedPatient,
  anEmergencyPatient,
  consultedPatientsReply,
} from '../../patients/__tests__/consultedPatients.fixtures';
import { emergencyBannerTitle } from '../components/EmergencyBanner';

jest.mock('../../chat/chatSocket', () => ({
  ...jest.requireActual('../../chat/chatSocket'),
  openChatSocket: jest.fn(),
}));

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

const CONSULTED = `GET ${CONSULTED_PATIENTS}`;
/** The home's Next appointment card reads the doctor's list: none here. */
const NO_APPOINTMENTS = { 'GET /dashboard/appointments/doctor': doctorAppointmentsReply([]) };
const ada = aConsultedPatient();
const bruno = anEmergencyPatient();
const carla = (() => {
  const patient = anEmergencyPatient();
  patient.user.id = 'u3';
  patient.user.personal_info.fullName = 'Carla Urgent';
  patient.user.health_info.ai_generated = {
    health_summary: '',
    health_alert: { alert: 'Emergency: heart rate 36 bpm is in the emergency range.', emergency: true },
    lifestyle_tips: [],
  };
  return patient;
})();

const CLINICAL_140 =
  'Heart rate 140 bpm — NEWS2 heart-rate band 3 (≥ 131). Patient advised to call emergency services.';
const CLINICAL_36 =
  'Heart rate 36 bpm — NEWS2 heart-rate band 3 (≤ 40). Patient advised to call emergency services.';

describe('the doctor home’s emergency banner', () => {
  it('says how many patients are emergencies, who, and the clinical line of each', async () => {
    renderDoctorPage('', { ...NO_APPOINTMENTS, [CONSULTED]: consultedPatientsReply([ada, bruno, carla]) });

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('2 patients are emergencies');
    const names = within(within(banner).getByRole('list', { name: 'Emergency patients' }));
    expect(names.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Bruno Critical',
      'Carla Urgent',
    ]);
    expect(within(banner).getByText(CLINICAL_140)).toBeInTheDocument();
    expect(within(banner).getByText(CLINICAL_36)).toBeInTheDocument();
    expect(within(banner).queryByText('Ada Patient')).not.toBeInTheDocument();
  });

  it('leads from a name to that patient’s detail', async () => {
    const { user } = renderDoctorPage('', {
      ...NO_APPOINTMENTS,
      [CONSULTED]: consultedPatientsReply([bruno]),
      'GET /dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
    });

    await user.click(within(await screen.findByRole('alert')).getByRole('link', { name: 'Bruno Critical' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Critical' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to patients' })).toBeInTheDocument();
  });

  it('is not there while no patient is an emergency', async () => {
    const { fetchSpy } = renderDoctorPage('', {
      ...NO_APPOINTMENTS,
      [CONSULTED]: consultedPatientsReply([ada]),
    });

    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', CONSULTED_PATIENTS)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts one patient in the singular', () => {
    expect(emergencyBannerTitle(1)).toBe('1 patient is an emergency');
  });
});

describe('the emergency flag beside a patient', () => {
  it('marks the emergency patient in the doctor’s chat list and chat header, no one else', async () => {
    fakeChatSockets();
    const { user } = renderDoctorPage('chats', {
      [CONSULTED_PATIENTS]: ok({ consultedPatients: [ada, bruno] }),
      [SUMMARIES]: summariesOf([]),
    });

    await screen.findByRole('list', { name: 'Your patients' });
    const entryOf = (name: string) =>
      within(
        screen.getAllByRole('listitem').find((entry) => within(entry).queryByText(name)) ?? document.body,
      );
    expect(entryOf('Bruno Critical').getByText('Emergency')).toBeInTheDocument();
    expect(entryOf('Ada Patient').queryByText('Emergency')).not.toBeInTheDocument();

    await user.click(entryOf('Bruno Critical').getByRole('button', { name: 'Chat' }));
    const conversation = within(screen.getByRole('region', { name: 'Conversation with Bruno Critical' }));
    expect(conversation.getByText('Emergency')).toBeInTheDocument();
  });

  it('marks the emergency patient’s appointment card', async () => {
    renderDoctorPage('appointments', {
      'GET /dashboard/appointments/doctor': doctorAppointmentsReply([
        aDoctorAppointment(),
        aDoctorAppointment({ _id: 'a2', user: { fullName: 'Bruno Critical', userId: 'u2' } }),
      ]),
      [CONSULTED]: consultedPatientsReply([ada, bruno]),
    });

    const brunoCard = await screen.findByRole('article', { name: 'Bruno Critical' });
    expect(await within(brunoCard).findByText('Emergency')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ada Patient' })).queryByText('Emergency'),
    ).not.toBeInTheDocument();
  });
});
