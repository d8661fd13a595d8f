import { screen, within } from '@testing-library/react';
import { type ConsultedPatient } from '@vitalsync/contracts';

import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import {
  aConsultedPatient,
  anEmergencyPatient,
  consultedPatientsReply,
} from '../../patients/__tests__/consultedPatients.fixtures';
import { emergencyPatientsOf } from '../emergencyPatients';
import { ALERTS, alertsReply } from './emergencyAlerts.fixtures';

afterEach(() => jest.restoreAllMocks());

const openNotifications = (patients: ConsultedPatient[]) =>
  renderDoctorPage('notifications', {
    'GET /dashboard/appointments/consulted-patients': consultedPatientsReply(patients),
    'GET /dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
    [ALERTS]: alertsReply([]),
  });

describe('emergency notifications', () => {
  it('lists only the emergency patients with condition and contacts', async () => {
    openNotifications([aConsultedPatient(), anEmergencyPatient()]);

    const card = await screen.findByRole('article', { name: 'Bruno Critical' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(
      within(card).getByText(
        'Heart rate 140 bpm — NEWS2 heart-rate band 3 (≥ 131). Patient advised to call emergency services.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Condition', 'Atrial fibrillation'],
      ['Phone', '+15550222'],
      ['Emergency contact', 'Clara Critical (Wife), +15550223'],
    ]);
    expect(within(card).getByRole('link', { name: '+15550222' })).toHaveAttribute('href', 'tel:+15550222');
  });

  it('opens the patient’s record from the card', async () => {
    const { user } = openNotifications([anEmergencyPatient()]);

    await user.click(
      within(await screen.findByRole('article', { name: 'Bruno Critical' })).getByRole('link', {
        name: 'View Profile',
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Critical' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to patients' })).toBeInTheDocument();
  });

  it('says so when no patient is an emergency', async () => {
    openNotifications([aConsultedPatient()]);

    expect(await screen.findByText('No emergency patients at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('emergency condition', () => {
  const withConditions = (existingMedicalConditions: string, alert: string) => {
    const patient = anEmergencyPatient();
    patient.user.health_info.existingMedicalConditions = existingMedicalConditions;
    patient.user.health_info.ai_generated = {
      health_summary: '',
      health_alert: { alert, emergency: true },
      lifestyle_tips: [],
    };
    return emergencyPatientsOf([patient])[0]?.condition;
  };

  it('is the existing conditions, else the alert, else "None"', () => {
    expect(withConditions('Diabetes', 'Very low heart rate')).toBe('Diabetes');
    expect(withConditions(' ', 'Very low heart rate')).toBe('Very low heart rate');
    expect(withConditions('', '')).toBe('None');
  });
});
