/** What `window.matchMedia` answers in tests, which jsdom does not implement: whether `query` matches. */
export const aMediaQueryList = (query: string, matches = false): MediaQueryList => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});
