import { screen, within } from '@testing-library/react';

import { mockFetch, requestOf } from '../../testing/mockFetch';
import { loggedInAs, renderApp } from '../../testing/renderApp';

afterEach(() => jest.restoreAllMocks());

const banner = () => within(screen.getByRole('banner'));

describe('navigation bar', () => {
  it('offers Login and Sign Up, and no Logout, when logged out', () => {
    renderApp();

    expect(banner().getByRole('link', { name: 'VitalSync home' })).toHaveAttribute('href', '/');
    expect(banner().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(banner().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(banner().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(banner().queryByText(/Dashboard$/)).not.toBeInTheDocument();
  });

  it('offers Logout and "user Dashboard", and no Login, when a patient is logged in', () => {
    renderApp({ session: loggedInAs('user') });

    expect(banner().getByRole('link', { name: 'user Dashboard' })).toHaveAttribute('href', '/dashboard/user');
    expect(banner().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(banner().queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows About, Services and Contact as placeholders that lead nowhere', () => {
    renderApp();
    for (const item of ['About', 'Services', 'Contact']) {
      const placeholder = within(screen.getByRole('navigation', { name: 'Main' })).getByText(item);
      expect(placeholder.closest('a, button')).toBeNull();
    }
  });

  it('logs out through GET /dashboard/logout, clears the session, goes to / and confirms', async () => {
    const fetchSpy = mockFetch({ '/dashboard/logout': { status: 200, body: { status: 'success' } } });
    const { user, store } = renderApp({ route: '/login', session: loggedInAs('user') });

    await user.click(banner().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have Successfully Logged Out!');
    expect(await screen.findByRole('heading', { name: 'Welcome to VitalSync' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ loggedIn: false, profile: null, currRole: '' });
    expect(banner().getByRole('link', { name: 'Login' })).toBeInTheDocument();

    const request = requestOf(fetchSpy);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://localhost/api/dashboard/logout');
    expect(request.credentials).toBe('include');
  });

  it('keeps the session and only logs to the console when logout fails', async () => {
    mockFetch({ '/dashboard/logout': { status: 503, body: { status: 'error', message: 'Service down' } } });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = renderApp({ route: '/login', session: loggedInAs('user') });

    await user.click(banner().getByRole('button', { name: 'Logout' }));

    await screen.findByRole('button', { name: 'Logout' });
    expect(consoleError).toHaveBeenCalledWith('Logout failed', expect.anything());
    expect(store.getState().session.loggedIn).toBe(true);
    expect(screen.getByRole('heading', { name: 'Login To Your Account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a footer with the 2023 copyright line', () => {
    renderApp();
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2023 VitalSync. All rights reserved.'),
    ).toBeInTheDocument();
  });
});
