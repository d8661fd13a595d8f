import { screen } from '@testing-library/react';

import { renderApp } from '../../../testing/renderApp';

describe.each([
  ['/login', 'Login To Your Account'],
  ['/signup', 'Register Your New Account'],
])('%s', (route, heading) => {
  it(`shows "${heading}" with Doctor and User tabs, User selected by default`, async () => {
    const { user } = renderApp({ route });

    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Doctor', 'User']);
    expect(screen.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Your health overview and AI insights')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Doctor' }));
    expect(screen.getByRole('tab', { name: 'Doctor' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Emergency alerts for your patients')).toBeInTheDocument();
  });
});
