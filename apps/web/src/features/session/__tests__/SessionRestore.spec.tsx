import { screen, within } from '@testing-library/react';

import { mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/renderApp';
import { startingSession } from '../sessionHint';

afterEach(() => jest.restoreAllMocks());

const banner = () => within(screen.getByRole('banner'));
const getStarted = () => screen.getByRole('link', { name: 'Get Started' });

// A fresh page load: the app has not yet asked the server whether the cookie holds a session.
const freshLoad = (route = '/') => renderApp({ route, session: { loggedIn: undefined } });

describe('session restore at start', () => {
  it('asks once and shows Logout, "user Dashboard" and a Get Started to the dashboard on the landing page', async () => {
    const fetchSpy = mockFetch({
      '/dashboard/profile': {
        status: 200,
        body: { status: 'success', profile: aPatientProfile(), role: 'user' },
      },
    });
    const { store } = freshLoad();

    expect(await banner().findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'user Dashboard' })).toHaveAttribute('href', '/dashboard/user');
    expect(banner().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(getStarted()).toHaveAttribute('href', '/dashboard/user');
    expect(store.getState().session).toMatchObject({ loggedIn: true, currRole: 'user' });
    expect(requestsTo(fetchSpy, 'GET', '/dashboard/profile')).toHaveLength(1);
  });

  it('paints the page at once and offers neither Login nor Logout while the answer is pending', () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    freshLoad();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to VitalSync' })).toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('treats a 401 as logged out, quietly: Login and Sign Up, Get Started to /login, no alert', async () => {
    mockFetch({ '/dashboard/profile': { status: 401, body: { status: 'error', message: 'Not logged in' } } });
    const { store } = freshLoad('/login');

    expect(await banner().findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(banner().getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(store.getState().session.loggedIn).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restores on any page, here the signup page', async () => {
    mockFetch({
      '/dashboard/profile': {
        status: 200,
        body: { status: 'success', profile: aPatientProfile(), role: 'user' },
      },
    });
    freshLoad('/signup');

    expect(await banner().findByRole('link', { name: 'user Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['the start-up check', '/login'],
    ['a refused dashboard visit', '/dashboard/user'],
  ])('opens the dashboard after a login although %s answered "no session" before', async (_, route) => {
    let loggedIn = false;
    const profile = aPatientProfile();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path === '/api/authenticate/login') loggedIn = true;
      // One answer for every request once logged in: the profile, and no appointments for the home's card.
      const [status, body] = loggedIn
        ? [200, { status: 'success', profile, role: 'user', message: 'Logged in', appointments: [] }]
        : [401, { status: 'error', message: 'Not logged in' }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    const { user, store } = freshLoad(route);
    expect(await banner().findByRole('link', { name: 'Login' })).toBeInTheDocument();

    const form = within(await screen.findByRole('form', { name: 'User login' }));
    await user.type(form.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(form.getByLabelText(/^Password/), 'secret1');
    await user.click(form.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Patient' })).toBeInTheDocument();
    expect(store.getState().session.loggedIn).toBe(true);
  });

  it('notes a restored session for the next start, and forgets it after a 401', async () => {
    mockFetch({
      '/dashboard/profile': {
        status: 200,
        body: { status: 'success', profile: aPatientProfile(), role: 'user' },
      },
    });
    const first = freshLoad();
    await banner().findByRole('button', { name: 'Logout' });
    expect(startingSession().loggedIn).toBeUndefined();
    first.unmount();
    jest.restoreAllMocks();

    mockFetch({ '/dashboard/profile': { status: 401, body: { status: 'error', message: 'Not logged in' } } });
    freshLoad();
    await banner().findByRole('link', { name: 'Login' });
    expect(startingSession().loggedIn).toBe(false);
  });

  it('starts a browser never logged in here as logged out, without asking the server', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderApp({ session: startingSession() });

    expect(banner().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
