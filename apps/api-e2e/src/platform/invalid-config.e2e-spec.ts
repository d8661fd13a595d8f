import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  cleanEnv,
  distMain,
  freePort,
  type RunningProcess,
  startNatsServer,
  startProcess,
} from '@vitalsync/testing';

interface Exit {
  code: number | null;
  stderr: string;
}

/** Every app a test started: one that kept running (the bug) is killed once its test has failed. */
const started: RunningProcess[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((running) => running.stop('SIGKILL')));
});

/** Runs a built app until it ends; 'close' rather than 'exit', so that everything it wrote to stderr is in. */
const runUntilEnd = async (app: string, env: NodeJS.ProcessEnv): Promise<Exit> => {
  const running = startProcess(app, process.execPath, ['--enable-source-maps', distMain(app)], cleanEnv(env));
  started.push(running);
  let stderr = '';
  running.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(running.child, 'close')) as [number | null];
  return { code, stderr };
};

const RATE_LIMIT_REFUSED =
  'Invalid configuration: RATE_LIMIT_AUTH_PER_MINUTE must be a positive whole number, got "abc".\n';

describe('an app given a bad setting', () => {
  it('stops the embedded process with code 1 and one line naming the variable, before it opens a database', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'vitalsync-bad-config-')), 'data');

    const exit = await runUntilEnd('standalone', {
      RATE_LIMIT_AUTH_PER_MINUTE: 'abc',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });

    expect(exit).toEqual({ code: 1, stderr: RATE_LIMIT_REFUSED });
    // Neither PGlite nor the session secret touched the data folder.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops the gateway of the distributed mode the same way', async () => {
    const exit = await runUntilEnd('gateway', {
      RATE_LIMIT_AUTH_PER_MINUTE: 'abc',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
    });

    expect(exit).toEqual({ code: 1, stderr: RATE_LIMIT_REFUSED });
  });

  it('stops a service, naming its database variable without quoting the password in it', async () => {
    const exit = await runUntilEnd('auth-svc', { AUTH_DATABASE_URL: 'mysql://auth:hunter2@db/auth' });

    expect(exit).toEqual({
      code: 1,
      stderr:
        'Invalid configuration: AUTH_DATABASE_URL must be a URL starting with postgres:// or postgresql://.\n',
    });
  });
});

describe('a service given a NATS without JetStream', () => {
  it('stops with code 1 and one line saying JetStream is needed, since its events would be lost', async () => {
    const nats = await startNatsServer({ jetStream: false });
    try {
      const exit = await runUntilEnd('ai-svc', {
        NATS_URL: nats.url,
        DATA_DIR: join(mkdtempSync(join(tmpdir(), 'vitalsync-no-js-')), 'data'),
      });

      expect(exit).toEqual({
        code: 1,
        stderr:
          'ai-svc cannot start: NATS has no JetStream: start nats-server with -js (JetStream on); events would be lost without it.\n',
      });
    } finally {
      await nats.stop();
    }
  });
});
