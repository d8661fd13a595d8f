import { type SessionClaims, verifySessionToken } from './session-token';

/** Room for the sessions of every active user of one gateway; the oldest entries make way beyond it. */
export const VERIFIED_TOKENS_CAPACITY = 10_000;

/**
 * Session tokens whose signature has been checked, with their claims: every request of a session after its first
 * skips the HMAC and the JSON parse. Only authentic tokens are kept, so forged ones cannot crowd out real ones;
 * the expiry is checked on every use, and revocation stays the caller's check.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, SessionClaims>();

  constructor(
    private readonly secret: string,
    private readonly capacity = VERIFIED_TOKENS_CAPACITY,
  ) {}

  /** The claims of an authentic, unexpired token; null for anything else. */
  verify(token: string | undefined, now = Date.now()): SessionClaims | null {
    if (!token) return null;
    const known = this.claims.get(token);
    if (known) {
      if (known.expiresAt > now) return known;
      this.claims.delete(token);
      return null;
    }
    const claims = verifySessionToken(token, this.secret, now);
    if (!claims) return null;
    if (this.claims.size >= this.capacity) {
      const [oldest] = this.claims.keys();
      if (oldest !== undefined) this.claims.delete(oldest);
    }
    this.claims.set(token, claims);
    return claims;
  }

  /** How many tokens are kept now; for tests. */
  get size(): number {
    return this.claims.size;
  }
}
