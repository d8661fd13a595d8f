import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { resolveSessionSecret } from './session-secret';

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is long enough', () => {
    expect(resolveSessionSecret({ SESSION_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });

  it('refuses a short SESSION_SECRET rather than signing with a weak key', () => {
    expect(() => resolveSessionSecret({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('generates a secret once into DATA_DIR, readable only by the owner, and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-'));
    const first = resolveSessionSecret({ DATA_DIR: dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSessionSecret({ DATA_DIR: dataDir })).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
  });
});
