import { act, screen } from '@testing-library/react';

import { COLOR_SCHEME_STORAGE_KEY } from '../../app/theme/colorScheme';
import { toggleTheme } from '../../features/session/sessionSlice';
import { renderApp } from '../../testing/renderApp';

const html = document.documentElement;

describe('theme toggle', () => {
  it('flips between light and dark, mirrors it in the session and persists it in localStorage', async () => {
    const { user, store } = renderApp();
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    await user.click(toggle);
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(store.getState().session.darkTheme).toBe(true);
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    expect(store.getState().session.darkTheme).toBe(false);
  });

  it('restores a stored dark choice on start and mirrors it in the session', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    const { store } = renderApp();

    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(store.getState().session.darkTheme).toBe(true);
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('repaints when a feature dispatches toggleTheme on the session', () => {
    const { store } = renderApp();
    act(() => {
      store.dispatch(toggleTheme());
    });
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });
});
