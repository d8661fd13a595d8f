import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { resolveSessionSecret } from './session-secret';

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is set', () => {
    expect(resolveSessionSecret({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' })).toBe(
      'x'.repeat(32),
    );
  });

  it('generates a secret once into DATA_DIR, readable only by the owner, and keeps it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-'));
    const first = resolveSessionSecret({ DATA_DIR: dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSessionSecret({ DATA_DIR: dataDir })).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
  });
});
