import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { serviceDatabaseUrlVariable } from '@vitalsync/config';
import { type ServiceName, SERVICE_APPS, SERVICE_NAMES } from '@vitalsync/contracts';

import { waitUntilHealthy } from './health-probe';
import { type RunningProcess, cleanEnv, startProcess } from './node-process';
import { PORT_ATTEMPTS, freePort, lostPortRace } from './ports';
import { distMain } from './workspace';

export interface GatewayReplica {
  baseUrl: string;
  process: RunningProcess;
}

export interface DistributedSystem {
  /** The first gateway's address. */
  baseUrl: string;
  gateway: RunningProcess;
  gateways: GatewayReplica[];
  services: Record<ServiceName, RunningProcess>;
  /** Where the gateways keep uploaded files (shared by the replicas, as a bucket would be). */
  dataDir: string;
  /** Starts one more gateway replica and waits until it is healthy. */
  addGateway(): Promise<GatewayReplica>;
  stop(): Promise<void>;
}

export interface DistributedOptions {
  natsUrl: string;
  databaseUrls: Record<ServiceName, string>;
  env?: NodeJS.ProcessEnv;
}

/** Boots the six built apps as separate processes on NATS and PostgreSQL, and waits until healthy. */
export const startDistributed = async (options: DistributedOptions): Promise<DistributedSystem> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitalsync-distributed-'));
  // Every replica must sign and check cookies with the same secret.
  const base = {
    NATS_URL: options.natsUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    ...options.env,
  };
  const services = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      startProcess(
        SERVICE_APPS[service],
        process.execPath,
        ['--enable-source-maps', distMain(SERVICE_APPS[service])],
        cleanEnv({ ...base, [serviceDatabaseUrlVariable(service)]: options.databaseUrls[service] }),
      ),
    ]),
  ) as Record<ServiceName, RunningProcess>;
  const gateways: GatewayReplica[] = [];
  const all = (): RunningProcess[] => [...gateways.map((g) => g.process), ...Object.values(services)];
  const stop = async (): Promise<void> => {
    await Promise.all(all().map((running) => running.stop('SIGTERM')));
  };

  /** Starts one more gateway on a free port, and again on another one if the port was taken meanwhile. */
  const addGateway = async (): Promise<GatewayReplica> => {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const replica = {
        baseUrl: `http://127.0.0.1:${port}`,
        process: startProcess(
          `gateway-${gateways.length + 1}`,
          process.execPath,
          ['--enable-source-maps', distMain('gateway')],
          cleanEnv({ ...base, PORT: String(port), HOST: '127.0.0.1' }),
        ),
      };
      gateways.push(replica);
      try {
        await waitUntilHealthy(replica.baseUrl, all());
        return replica;
      } catch (error) {
        if (!(attempt < PORT_ATTEMPTS && lostPortRace(replica.process))) throw error;
        await replica.process.stop('SIGKILL');
        gateways.splice(gateways.indexOf(replica), 1);
      }
    }
  };

  try {
    const first = await addGateway();
    return {
      baseUrl: first.baseUrl,
      gateway: first.process,
      gateways,
      services,
      dataDir,
      addGateway,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
