import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { authNotes } from './__fixtures__/auth-notes.schema';
import { authFixture } from './__fixtures__/fixture-services';
import { openDatabase } from './open-database';

describe('a service process stopped with SIGINT while writing to the embedded database', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitalsync-sigint-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes PGlite before exiting and leaves every committed write readable', async () => {
    const child = spawn(
      process.execPath,
      [
        join(__dirname, '__fixtures__', 'run-ts.cjs'),
        join(__dirname, '__fixtures__', 'write-until-sigint.ts'),
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let lastCommitted = 0;
    let interrupted = false;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/committed (\d+)/g)) {
        lastCommitted = Number(match[1]);
      }
      if (lastCommitted >= 20 && !interrupted) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });

    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );

    expect({ ...exit, stderr }).toEqual({ code: null, signal: 'SIGINT', stderr: '' });
    expect(interrupted).toBe(true);
    // The lock is removed only after PGlite.close() has finished: the process waited for it.
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    const reopened = await openDatabase({ ...authFixture, dataDir });
    const count = await reopened.db.$count(authNotes);
    await reopened.close();
    expect(count).toBeGreaterThanOrEqual(lastCommitted);
  });
});
