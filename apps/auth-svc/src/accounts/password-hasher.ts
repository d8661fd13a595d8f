import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost (N, a power of two), block size (r) and parallelisation (p). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * 32 MiB and about 0.2 s per hash on a 2-CPU box: one of OWASP's equivalent scrypt settings (N=2^15, r=8, p=3).
 * A stored hash carries its own parameters, so raising these later only changes new hashes; older ones are
 * upgraded at the next successful login (`needsRehash`).
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

const ALGORITHM = 'scrypt';
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds on parameters read back from a stored hash, so a damaged row cannot make verification allocate gigabytes. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

const FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (value: number): boolean => value > 1 && (value & (value - 1)) === 0;

const parse = (stored: string): ParsedHash | undefined => {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isPowerOfTwo(N) || N > MAX_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return undefined;
  const salt = Buffer.from(match[4] ?? '', 'base64url');
  const key = Buffer.from(match[5] ?? '', 'base64url');
  if (salt.length < SALT_BYTES || key.length < 16) return undefined;
  return { params: { N, r, p }, salt, key };
};

const derive = (
  password: string,
  salt: Buffer,
  length: number,
  { N, r, p }: ScryptParams,
): Promise<Buffer> => {
  // Node refuses scrypt above `maxmem` (32 MiB by default); scrypt needs 128 * N * r bytes, so allow twice that.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  // NFC: an accented password typed as one code point or as letter + accent is the same password.
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
};

/**
 * Password hashing with node:crypto scrypt (memory-hard). Stored form: `scrypt$N=…,r=…,p=…$<salt>$<key>`,
 * base64url without padding.
 */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly params: ScryptParams = DEFAULT_SCRYPT_PARAMS) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, KEY_BYTES, this.params);
    const { N, r, p } = this.params;
    return `${ALGORITHM}$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  /** False for a wrong password and for anything that is not a hash this class wrote. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
    return timingSafeEqual(key, parsed.key);
  }

  /**
   * Spends the time of a real verification and answers false: a login for an address without an account must
   * not answer faster than one with a wrong password.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(12).toString('base64url'));
    await this.verify(password, await this.dummy);
    return false;
  }

  /** True when a stored hash was made with other parameters than today's. */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    if (!parsed) return true;
    const { N, r, p } = parsed.params;
    return (
      N !== this.params.N || r !== this.params.r || p !== this.params.p || parsed.key.length !== KEY_BYTES
    );
  }
}
