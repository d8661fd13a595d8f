import { screen, within } from '@testing-library/react';
import { type EmailSettingsResponse } from '@vitalsync/contracts';

import { type MockReply, mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aDoctorProfile, aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';
import { ok, refused } from '../../user-appointments/__tests__/support';

afterEach(() => jest.restoreAllMocks());

const SETTINGS = '/dashboard/settings/email';
const ALL_ON = { booked: true, cancelled: true, reminder: true };

const reply = (settings: EmailSettingsResponse['settings'], sending = true): MockReply =>
  ok({ settings, sending });

const openAsPatient = (replies: Record<string, MockReply>) => {
  const profile = aPatientProfile();
  const spy = mockFetch({ '/dashboard/profile': ok({ profile, role: 'user' }), ...replies });
  return { spy, ...renderApp({ route: '/dashboard/user/settings', session: loggedInAs('user', profile) }) };
};

const emails = async () => within(await screen.findByRole('region', { name: 'E-mails' }));

describe('the Settings page', () => {
  it('shows a patient’s three switches as stored and saves one when flipped', async () => {
    const { user, spy } = openAsPatient({
      [`GET ${SETTINGS}`]: reply({ ...ALL_ON, reminder: false }),
      [`PUT ${SETTINGS}`]: reply({ ...ALL_ON, booked: false, reminder: false }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const card = await emails();
    const booked = await card.findByRole('switch', { name: 'Appointment booked' });
    expect(booked).toBeChecked();
    expect(card.getByRole('switch', { name: 'Reminder 24 hours before an appointment' })).not.toBeChecked();
    expect(card.queryByRole('switch', { name: /health alert/ })).not.toBeInTheDocument();

    await user.click(booked);

    expect(await card.findByText('Saved')).toBeInTheDocument();
    expect(await requestsTo(spy, 'PUT', SETTINGS)[0]?.clone().json()).toEqual({ booked: false });
    expect(card.getByRole('switch', { name: 'Appointment booked' })).not.toBeChecked();
  });

  it('gives a doctor the emergency switch too, and says when the server sends no e-mail', async () => {
    const profile = aDoctorProfile();
    mockFetch({
      '/dashboard/profile': ok({ profile, role: 'doctor' }),
      [`GET ${SETTINGS}`]: reply({ ...ALL_ON, emergency: true }, false),
    });
    renderApp({ route: '/dashboard/doctor/settings', session: loggedInAs('doctor', profile) });

    const card = await emails();
    expect(
      await card.findByRole('switch', { name: 'A patient of yours has a new health alert' }),
    ).toBeChecked();
    expect(card.getByText(/does not send e-mail at the moment/)).toBeInTheDocument();
  });

  it('says why a switch was not saved and keeps it as stored', async () => {
    const { user } = openAsPatient({
      [`GET ${SETTINGS}`]: reply(ALL_ON),
      [`PUT ${SETTINGS}`]: refused(503, 'The service is temporarily unavailable. Please try again shortly.'),
    });
    const card = await emails();

    await user.click(await card.findByRole('switch', { name: 'Appointment cancelled' }));

    expect(await card.findByText(/Not saved\. The service is temporarily unavailable/)).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Appointment cancelled' })).toBeChecked();
  });

  it('offers to try again when the settings cannot be read', async () => {
    openAsPatient({ [`GET ${SETTINGS}`]: refused(503, 'The service is temporarily unavailable.') });
    const card = await emails();

    expect(await card.findByText('The service is temporarily unavailable.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
