import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';

import { LazyModal } from '../LazyModal';

const portals = () => document.body.querySelectorAll('[data-portal]');

const dialog = (opened: boolean) => (
  <MantineProvider>
    <LazyModal opened={opened} onClose={() => undefined} title="Cancel appointment?">
      The appointment will be cancelled.
    </LazyModal>
  </MantineProvider>
);

describe('LazyModal', () => {
  let readyState: jest.SpyInstance<DocumentReadyState>;
  beforeEach(() => {
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });
  afterEach(() => readyState.mockRestore());

  it('mounts nothing while the page loads, then mounts the dialog closed once it has loaded', async () => {
    render(dialog(false));
    expect(portals()).toHaveLength(0);

    readyState.mockReturnValue('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });

    expect(portals()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at once when asked before the page has loaded', () => {
    const { rerender } = render(dialog(false));
    rerender(dialog(true));

    expect(screen.getByRole('dialog', { name: 'Cancel appointment?' })).toHaveTextContent(
      'The appointment will be cancelled.',
    );
  });
});
