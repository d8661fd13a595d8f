import { screen, within } from '@testing-library/react';

import { mockFetch, requestOf } from '../../../testing/mockFetch';
import { aDoctorProfile, aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';

afterEach(() => jest.restoreAllMocks());

describe('dashboard access', () => {
  it.each(['/dashboard/user', '/dashboard/doctor', '/user/video-call/a1'])(
    'redirects %s to /login with "Please Login First!" when the profile call fails',
    async (route) => {
      const fetchSpy = mockFetch({
        '/dashboard/profile': { status: 401, body: { status: 'error', message: 'Not logged in' } },
      });
      const { store } = renderApp({ route });

      expect(await screen.findByRole('heading', { name: 'Login To Your Account' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Please Login First!');
      expect(store.getState().session.loggedIn).toBe(false);

      const request = requestOf(fetchSpy);
      expect(request.url).toBe('http://localhost/api/dashboard/profile');
      expect(request.credentials).toBe('include');
    },
  );

  it('restores the session from the profile call and greets the patient', async () => {
    mockFetch({
      '/dashboard/profile': {
        status: 200,
        body: { status: 'success', profile: aPatientProfile(), role: 'user' },
      },
    });
    const { store } = renderApp({ route: '/dashboard/user' });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Patient' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ loggedIn: true, currRole: 'user' });
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'user Dashboard' }),
    ).toBeInTheDocument();
  });

  it('sends /dashboard and the other role’s dashboard to the role the server returned', async () => {
    mockFetch({
      '/dashboard/profile': {
        status: 200,
        body: { status: 'success', profile: aDoctorProfile(), role: 'doctor' },
      },
    });
    renderApp({ route: '/dashboard/user' });

    expect(await screen.findByText('Doctor dashboard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Dr. Meredith Grey' })).toBeInTheDocument();
  });

  it('treats a 200 answer whose status is not "success" as not logged in', async () => {
    mockFetch({ '/dashboard/profile': { status: 200, body: { status: 'error', message: 'No session' } } });
    renderApp({ route: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Login To Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please Login First!');
  });

  it('signs out a session the server no longer knows, even if the client thought it was logged in', async () => {
    mockFetch({
      '/dashboard/profile': { status: 401, body: { status: 'error', message: 'Session expired' } },
    });
    const { store } = renderApp({ route: '/dashboard/user', session: loggedInAs('user') });

    expect(await screen.findByRole('heading', { name: 'Login To Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please Login First!');
    expect(store.getState().session).toMatchObject({ loggedIn: false, profile: null, currRole: '' });
  });
});
