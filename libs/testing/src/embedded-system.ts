import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { waitUntilHealthy } from './health-probe';
import { type RunningProcess, cleanEnv, startProcess } from './node-process';
import { PORT_ATTEMPTS, freePort, lostPortRace } from './ports';
import { distMain } from './workspace';

export interface EmbeddedSystem {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: RunningProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface EmbeddedOptions {
  dataDir?: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
}

/**
 * Boots the built embedded system (`dist/apps/standalone`) on a free port and a fresh data dir. When the port
 * was taken before the process could listen on it, it starts again on another one.
 */
export const startEmbedded = async (options: EmbeddedOptions = {}): Promise<EmbeddedSystem> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vitalsync-embedded-'));
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    const running = startProcess(
      'standalone',
      process.execPath,
      ['--enable-source-maps', distMain('standalone')],
      cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env }),
    );
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitUntilHealthy(baseUrl, [running]);
    } catch (error) {
      await running.stop('SIGKILL');
      if (options.port === undefined && attempt < PORT_ATTEMPTS && lostPortRace(running)) continue;
      throw error;
    }
    return { baseUrl, port, dataDir, process: running, stop: (signal) => running.stop(signal ?? 'SIGINT') };
  }
};
