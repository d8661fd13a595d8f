import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

import { freePort, workspaceRoot } from '@vitalsync/testing';

import { measure, type Row } from './bench-kit';

/** The ceiling of any JSON route here: a bare node:http server (bare-server.mjs) answering `body`, under load. */
export const measureBareServer = async (target: string, body: string): Promise<Row> => {
  const port = await freePort();
  const child = fork(join(workspaceRoot(), 'tools', 'bench', 'bare-server.mjs'), {
    env: { ...process.env, PORT: String(port) },
  });
  child.send(body);
  await once(child, 'message');
  try {
    return await measure(target, { url: `http://127.0.0.1:${port}` }, [child.pid]);
  } finally {
    child.kill('SIGTERM');
  }
};
