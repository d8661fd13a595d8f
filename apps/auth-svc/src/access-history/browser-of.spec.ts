import { browserOf } from './browser-of';

describe('browserOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['curl/8.5.0', 'curl'],
  ])('reads %s as %s', (userAgent, expected) => {
    expect(browserOf(userAgent)).toBe(expected);
  });

  it('shows an unknown string as it came, cut short, and nothing for none', () => {
    expect(browserOf('VitalSyncBot')).toBe('VitalSyncBot');
    expect(browserOf('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
    expect(browserOf(null)).toBeNull();
  });
});
