import { trustProxyFromEnv } from './trust-proxy';

describe('trustProxyFromEnv', () => {
  it('trusts no proxy unless told, so X-Forwarded-For cannot be forged by callers', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
  });

  it('reads a hop count or a list of proxy addresses', () => {
    expect(trustProxyFromEnv({ TRUST_PROXY: '1' })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
