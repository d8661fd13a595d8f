import { emailLimitKey, ipLimitKey, loginLimitKeys } from './limit-keys';

describe('emailLimitKey', () => {
  it('counts an address once whatever its case, separately per role', () => {
    expect(emailLimitKey('user', ' Ada@Example.COM ')).toBe('email:user:ada@example.com');
    expect(emailLimitKey('doctor', 'ada@example.com')).toBe('email:doctor:ada@example.com');
  });
});

describe('ipLimitKey', () => {
  it.each([
    ['127.0.0.1', 'ip:127.0.0.1'],
    ['::ffff:10.0.0.7', 'ip:10.0.0.7'],
    ['::1', 'ip:0:0:0:0::/64'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', 'ip:2001:db8:85a3:8d3::/64'],
    ['2001:0DB8:0000:0001::abcd', 'ip:2001:db8:0:1::/64'],
    ['fe80::1%eth0', 'ip:fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', 'ip:64:ff9b:0:0::/64'],
    ['::a:b:c:d:192.0.2.33', 'ip:0:0:a:b::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(ipLimitKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, so rotating addresses does not reset the count', () => {
    expect(ipLimitKey('2001:db8:1:2::1')).toBe(ipLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(ipLimitKey('2001:db8:1:2::1')).not.toBe(ipLimitKey('2001:db8:1:3::1'));
  });
});

describe('loginLimitKeys', () => {
  it('counts an attempt against the email, the address and the email from that address', () => {
    expect(loginLimitKeys('user', 'Ada@Example.com', '::ffff:10.0.0.7')).toEqual({
      email: 'email:user:ada@example.com',
      ip: 'ip:10.0.0.7',
      emailFromIp: 'from:ip:10.0.0.7|email:user:ada@example.com',
    });
  });

  it('gives the email from each address a key of its own, apart from the email and the address', () => {
    const here = loginLimitKeys('user', 'ada@example.com', '10.0.0.7');
    const there = loginLimitKeys('user', 'ada@example.com', '10.0.0.8');
    expect(here.emailFromIp).not.toBe(there.emailFromIp);
    expect(new Set([here.email, here.ip, here.emailFromIp]).size).toBe(3);
  });
});
