import { screen, within } from '@testing-library/react';

import { appCountingRenders } from '../../testing/appCountingRenders';
import { mockFetch } from '../../testing/mockFetch';
import { aPatientProfile } from '../../testing/profiles';

const { renders: navbarRenders, renderApp } = appCountingRenders(require.resolve('../Navbar'), 'Navbar');

afterEach(() => {
  jest.restoreAllMocks();
  navbarRenders.mockClear();
});

describe('the app shell as the session is restored', () => {
  it('does not render the navigation bar again: only what shows the session does', async () => {
    mockFetch({
      '/dashboard/profile': {
        status: 200,
        body: { status: 'success', profile: aPatientProfile(), role: 'user' },
      },
    });
    const { store } = renderApp({ session: { loggedIn: undefined } });

    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to VitalSync' }),
    ).toBeInTheDocument();
    expect(store.getState().session.loggedIn).toBe(true);
    expect(navbarRenders).toHaveBeenCalledTimes(1);
  });
});
