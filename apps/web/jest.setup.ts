import '@testing-library/jest-dom';

import { File as NodeFile } from 'node:buffer';

import { cleanNotifications } from '@mantine/notifications';
import { act, configure } from '@testing-library/react';

import { preloadRoutes } from './src/app/AppRoutes';
import { aMediaQueryList } from './src/testing/mediaQueryList';
import { ToastHost } from './src/app/toasts/LazyToasts';
import { ModalChunk } from './src/layout/LazyModal';
import { MobileMenu } from './src/layout/Navbar';

// findBy*/waitFor give up after 1 s by default, which a loaded two-core CI machine can spend on one render: wait
// longer (they return as soon as the element is there, so a passing test is no slower).
configure({ asyncUtilTimeout: 10_000 });

// jsdom implements neither matchMedia nor ResizeObserver; Mantine's colour-scheme and layout hooks call both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => aMediaQueryList(query),
});

window.ResizeObserver = class NoopResizeObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
};
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// jest-fixed-jsdom swaps in Node's Blob and FormData (for fetch) but keeps jsdom's File, which Node's FormData
// refuses as "not of type 'Blob'". Node's File joins them, so a File a test uploads can go into a form body.
Object.defineProperty(window, 'File', { writable: true, value: NodeFile });

// jest-fixed-jsdom swaps in Node's AbortController (undici's Request needs it), but jsdom's addEventListener only
// accepts its own AbortSignal; Mantine's drag hook passes `{ signal }`. Honour the signal by hand instead.
const nativeAddEventListener = EventTarget.prototype.addEventListener;
EventTarget.prototype.addEventListener = function addEventListener(
  this: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject | null,
  options?: boolean | AddEventListenerOptions,
) {
  if (typeof options !== 'object' || !options.signal) {
    nativeAddEventListener.call(this, type, listener, options);
    return;
  }
  const { signal, ...rest } = options;
  if (signal.aborted) return;
  nativeAddEventListener.call(this, type, listener, rest);
  signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
};

// Route pages, the toast container, the mobile menu and the modal are lazy chunks; loaded up front, no test waits
// for one.
beforeAll(() =>
  Promise.all([preloadRoutes(), ToastHost.preload(), MobileMenu.preload(), ModalChunk.preload()]),
);

afterEach(() => {
  // Mantine keeps toasts in a module-level store: clear it so one test's toast never satisfies another's query.
  act(() => cleanNotifications());
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
