import '@testing-library/jest-dom';

import { cleanNotifications } from '@mantine/notifications';
import { act } from '@testing-library/react';

// jsdom implements neither matchMedia nor ResizeObserver; Mantine's colour-scheme and layout hooks call both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  // Mantine keeps toasts in a module-level store: clear it so one test's toast never satisfies another's query.
  act(() => cleanNotifications());
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
