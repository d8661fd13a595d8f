import { afterPageLoad } from '../afterPageLoad';

describe('afterPageLoad', () => {
  const setReadyState = (state: DocumentReadyState) =>
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

  afterEach(() => Reflect.deleteProperty(document, 'readyState'));

  it('waits for the load event while the page is still loading', async () => {
    setReadyState('interactive');
    let loaded = false;
    const waiting = afterPageLoad().then(() => {
      loaded = true;
    });
    await Promise.resolve();
    expect(loaded).toBe(false);

    window.dispatchEvent(new Event('load'));
    await waiting;
    expect(loaded).toBe(true);
  });

  it('resolves at once on a loaded page', async () => {
    setReadyState('complete');
    await expect(afterPageLoad()).resolves.toBeUndefined();
  });
});
