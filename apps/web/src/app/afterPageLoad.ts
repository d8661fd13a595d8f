/**
 * Resolves once the page has loaded (at once if it has): work the first paint does not need, such as the live
 * notifications connection, then no longer competes with it for a phone's bandwidth (issue 19).
 */
export const afterPageLoad = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
