import { signSessionToken, verifySessionToken } from './session-token';

const SECRET = 'a'.repeat(64);
const claims = { sessionId: 's-1', id: 'acc-1', role: 'doctor' as const, expiresAt: 2_000 };

describe('session tokens', () => {
  it('round-trips the claims of an authentic token', () => {
    expect(verifySessionToken(signSessionToken(claims, SECRET), SECRET, 1_000)).toEqual(claims);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifySessionToken(signSessionToken(claims, 'b'.repeat(64)), SECRET, 1_000)).toBeNull();
  });

  it('refuses a token whose payload was changed (role escalation)', () => {
    const [, mac] = signSessionToken(claims, SECRET).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sid: 's-1', sub: 'acc-1', role: 'user', exp: 2_000 }),
    ).toString('base64url');
    expect(verifySessionToken(`${forged}.${mac}`, SECRET, 1_000)).toBeNull();
  });

  it('refuses an expired token', () => {
    expect(verifySessionToken(signSessionToken(claims, SECRET), SECRET, 2_000)).toBeNull();
  });

  it.each([undefined, '', 'garbage', 'a.b.c', '.'])('refuses %p', (token) => {
    expect(verifySessionToken(token, SECRET, 1_000)).toBeNull();
  });
});
