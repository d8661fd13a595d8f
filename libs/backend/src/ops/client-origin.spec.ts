import { clientOriginOf } from './client-origin';

describe('clientOriginOf', () => {
  it('keeps an IPv4 or IPv6 address and a browser string', () => {
    expect(clientOriginOf('203.0.113.5', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toEqual({
      ip: '203.0.113.5',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    });
    expect(clientOriginOf('::ffff:127.0.0.1', undefined)).toEqual({
      ip: '::ffff:127.0.0.1',
      userAgent: null,
    });
  });

  it('drops an address that is not one, and anything unprintable from the browser string', () => {
    expect(clientOriginOf('1.2.3.4\r\nx-evil: 1', 'curl/8\r\nx-evil: 1\u0000')).toEqual({
      ip: null,
      userAgent: 'curl/8x-evil: 1',
    });
    expect(clientOriginOf(42, ['a'])).toEqual({ ip: null, userAgent: null });
  });

  it('cuts a very long browser string', () => {
    expect(clientOriginOf('10.0.0.1', 'a'.repeat(5000)).userAgent).toHaveLength(300);
  });
});
