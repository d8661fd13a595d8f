import { busTimeoutFromEnv, DEFAULT_BUS_TIMEOUT_MS } from './bus-timeout';

describe('busTimeoutFromEnv', () => {
  it('is 5 s unless BUS_TIMEOUT_MS says otherwise', () => {
    expect(DEFAULT_BUS_TIMEOUT_MS).toBe(5000);
    expect(busTimeoutFromEnv({})).toBe(5000);
  });

  it('takes BUS_TIMEOUT_MS when it is a positive whole number of milliseconds', () => {
    expect(busTimeoutFromEnv({ BUS_TIMEOUT_MS: '1500' })).toBe(1500);
  });

  it.each(['0', '-1', 'soon', '2.5', ''])('ignores BUS_TIMEOUT_MS=%p', (value) => {
    expect(busTimeoutFromEnv({ BUS_TIMEOUT_MS: value })).toBe(DEFAULT_BUS_TIMEOUT_MS);
  });
});
