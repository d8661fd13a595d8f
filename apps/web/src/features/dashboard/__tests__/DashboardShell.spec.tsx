import { screen, within } from '@testing-library/react';
import { type Role } from '@vitalsync/contracts';

import { mockFetch } from '../../../testing/mockFetch';
import { aDoctorProfile, aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';
import { greetingFor } from '../components/DashboardWelcome';

afterEach(() => jest.restoreAllMocks());

const openDashboard = (role: Role, path = '') => {
  const profile = role === 'user' ? aPatientProfile() : aDoctorProfile();
  mockFetch({ '/dashboard/profile': { status: 200, body: { status: 'success', profile, role } } });
  return renderApp({ route: `/dashboard/${role}${path}`, session: loggedInAs(role, profile) });
};

const sidebar = () => within(screen.getByRole('navigation', { name: 'Dashboard' }));
const linkTargets = (links: HTMLElement[]) =>
  links.map((link) => [link.textContent, link.getAttribute('href')]);

describe('patient dashboard', () => {
  it('links every patient page from the sidebar, marking the current one', async () => {
    openDashboard('user');
    await screen.findByRole('heading', { name: 'Welcome, Ada Patient' });

    expect(linkTargets(sidebar().getAllByRole('link'))).toEqual([
      ['Home', '/dashboard/user'],
      ['Profile', '/dashboard/user/profile'],
      ['Health Overview', '/dashboard/user/health-overview'],
      ['Doctor Consultation', '/dashboard/user/doctor-consultation'],
      ['AI Health Assistant', '/dashboard/user/ai-health-assistant'],
      ['Appointments', '/dashboard/user/appointments'],
      ['Lifestyle Tracker', '/dashboard/user/lifestyle-tracker'],
      ['Medical History', '/dashboard/user/medical-history'],
      ['Notifications', '/dashboard/user/notifications'],
      ['Settings', '/dashboard/user/settings'],
    ]);
    expect(sidebar().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('greets the patient with their picture and nine cards', async () => {
    openDashboard('user');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Patient' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Patient' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Your health tools' })).getAllByRole('link');
    expect(cards).toHaveLength(9);
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/dashboard/user/health-overview',
      '/dashboard/user/ai-health-assistant',
      '/dashboard/user/doctor-consultation?tab=book-appointment',
      '/dashboard/user/doctor-consultation?tab=doctor-chat',
      '/dashboard/user/appointments',
      '/dashboard/user/medical-history',
      '/dashboard/user/lifestyle-tracker',
      '/dashboard/user/notifications',
      '/dashboard/user/profile',
    ]);
  });

  it('opens a page that is not built yet as a titled "coming soon" placeholder', async () => {
    // The patient's pages are all built; the doctor's Analytics is still to come.
    const { user } = openDashboard('doctor');

    await user.click(await sidebar().findByRole('link', { name: 'Analytics' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(document.title).toBe('Analytics · VitalSync');
    expect(sidebar().getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Back to dashboard home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dr. Meredith Grey' })).toBeInTheDocument();
  });

  it('folds the sidebar behind a menu button that names the current page and closes after a choice', async () => {
    const { user } = openDashboard('user', '/settings');
    const toggle = await screen.findByRole('button', { name: 'Dashboard menu: Settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveAttribute('data-open', 'true');

    await user.click(sidebar().getByRole('link', { name: 'Notifications' }));
    const renamed = await screen.findByRole('button', { name: 'Dashboard menu: Notifications' });
    expect(renamed).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).not.toHaveAttribute('data-open');
  });
});

describe('logging out from a dashboard', () => {
  it('lands on / with the logout alert, not on /login with "Please Login First!"', async () => {
    let loggedIn = true;
    const profile = aPatientProfile();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path === '/api/dashboard/logout') {
        loggedIn = false;
        return Response.json({ status: 'success', message: 'You have Successfully Logged Out!' });
      }
      return loggedIn
        ? Response.json({ status: 'success', profile, role: 'user' })
        : Response.json({ status: 'error', message: 'Please log in.' }, { status: 401 });
    });
    const { user, store } = renderApp({
      route: '/dashboard/user/profile',
      session: loggedInAs('user', profile),
    });

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to VitalSync' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You have Successfully Logged Out!');
    expect(screen.queryByText('Please Login First!')).not.toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ loggedIn: false, profile: null, currRole: '' });
  });
});

describe('doctor dashboard', () => {
  it('links every doctor page from the sidebar', async () => {
    openDashboard('doctor');
    await screen.findByRole('heading', { name: 'Welcome, Dr. Meredith Grey' });

    expect(
      sidebar()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Profile',
      'Patients',
      'Appointments',
      'Chats',
      'Reports',
      'Analytics',
      'Settings',
      'Notifications',
    ]);
  });

  it('welcomes the doctor by title with their picture, speciality and cards', async () => {
    openDashboard('doctor');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Meredith Grey' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture of Meredith Grey' })).toBeInTheDocument();
    expect(screen.getByText('General Surgery')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Your practice' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/dashboard/doctor/patients',
      '/dashboard/doctor/appointments',
      '/dashboard/doctor/chats',
      '/dashboard/doctor/notifications',
      '/dashboard/doctor/reports',
      '/dashboard/doctor/profile',
    ]);
  });

  it('shows the not-found page for an unknown dashboard address', async () => {
    openDashboard('doctor', '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('greetingFor', () => {
  it('titles doctors once and greets patients by name', () => {
    expect(greetingFor('doctor', 'Meredith Grey')).toBe('Welcome, Dr. Meredith Grey');
    expect(greetingFor('doctor', 'Dr. Meredith Grey')).toBe('Welcome, Dr. Meredith Grey');
    expect(greetingFor('doctor', 'Drew Barry')).toBe('Welcome, Dr. Drew Barry');
    expect(greetingFor('user', 'Ada Patient')).toBe('Welcome, Ada Patient');
    expect(greetingFor('user', '')).toBe('Welcome');
  });
});
