import { screen } from '@testing-library/react';

import { renderApp } from '../../../testing/renderApp';

describe('not-found page', () => {
  it('explains that an unknown address does not exist and links back home', async () => {
    const { user } = renderApp({ route: '/no/such/page' });

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(document.title).toBe('Page not found · VitalSync');

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to VitalSync' })).toBeInTheDocument();
  });
});
