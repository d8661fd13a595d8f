import { signSessionToken } from './session-token';
import { VerifiedTokens } from './verified-tokens';

const SECRET = 'a'.repeat(64);
const claimsOf = (sessionId: string, expiresAt = 2_000) => ({
  sessionId,
  id: 'acc-1',
  role: 'user' as const,
  expiresAt,
});

describe('VerifiedTokens', () => {
  it('answers an authentic token with its claims, the first time and every time after', () => {
    const sut = new VerifiedTokens(SECRET);
    const token = signSessionToken(claimsOf('s-1'), SECRET);
    expect(sut.verify(token, 1_000)).toEqual(claimsOf('s-1'));
    expect(sut.verify(token, 1_500)).toEqual(claimsOf('s-1'));
  });

  it('keeps nothing of a forged token', () => {
    const sut = new VerifiedTokens(SECRET);
    expect(sut.verify(signSessionToken(claimsOf('s-1'), 'b'.repeat(64)), 1_000)).toBeNull();
    expect(sut.verify('garbage', 1_000)).toBeNull();
    expect(sut.verify(undefined, 1_000)).toBeNull();
    expect(sut.size).toBe(0);
  });

  it('refuses a kept token once it has expired, and forgets it', () => {
    const sut = new VerifiedTokens(SECRET);
    const token = signSessionToken(claimsOf('s-1'), SECRET);
    sut.verify(token, 1_000);
    expect(sut.verify(token, 2_000)).toBeNull();
    expect(sut.size).toBe(0);
  });

  it('keeps at most its capacity, the oldest making way', () => {
    const sut = new VerifiedTokens(SECRET, 2);
    const tokens = ['s-1', 's-2', 's-3'].map((id) => signSessionToken(claimsOf(id), SECRET));
    for (const token of tokens) sut.verify(token, 1_000);
    expect(sut.size).toBe(2);
    // The evicted one is still authentic: it is checked again and kept again.
    expect(sut.verify(tokens[0], 1_000)).toEqual(claimsOf('s-1'));
  });
});
