import { screen, within } from '@testing-library/react';
import { TAGLINE } from '@vitalsync/shared';

import { loggedInAs, renderApp } from '../../../testing/renderApp';

describe('landing page', () => {
  it('welcomes the visitor with the product name and tagline on / and /home', () => {
    for (const route of ['/', '/home']) {
      const { unmount } = renderApp({ route });
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome to VitalSync' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByText(TAGLINE)).toBeInTheDocument();
      unmount();
    }
  });

  it('sends a logged-out visitor from Get Started to the login page', async () => {
    const { user } = renderApp();
    const getStarted = screen.getByRole('link', { name: 'Get Started' });
    expect(getStarted).toHaveAttribute('href', '/login');

    await user.click(getStarted);
    expect(await screen.findByRole('heading', { name: 'Login To Your Account' })).toBeInTheDocument();
  });

  it('sends a logged-in doctor from Get Started to the doctor dashboard', () => {
    renderApp({ session: loggedInAs('doctor') });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard/doctor');
  });

  it('labels its demo card as a sample and claims nothing about a signed-in patient’s vitals', () => {
    renderApp({ session: loggedInAs('user') });
    const card = screen.getByRole('figure');
    expect(within(card).getByText('Sample')).toBeInTheDocument();
    expect(within(card).queryByText(/all vitals in range/i)).not.toBeInTheDocument();
    expect(within(card).queryByText(/\byour\b/i)).not.toBeInTheDocument();
  });
});
