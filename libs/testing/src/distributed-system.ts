import { type ServiceName, SERVICE_APPS, SERVICE_NAMES } from '@vitalsync/contracts';

import { isHealthy } from './health-probe';
import { type RunningProcess, cleanEnv, startProcess } from './node-process';
import { freePort } from './ports';
import { waitFor } from './wait-for';
import { distMain } from './workspace';

export interface DistributedSystem {
  baseUrl: string;
  gateway: RunningProcess;
  services: Record<ServiceName, RunningProcess>;
  stop(): Promise<void>;
}

export interface DistributedOptions {
  natsUrl: string;
  databaseUrls: Record<ServiceName, string>;
  env?: NodeJS.ProcessEnv;
}

export const databaseUrlVariable = (service: ServiceName): string => `${service.toUpperCase()}_DATABASE_URL`;

/** Boots the six built apps as separate processes on NATS and PostgreSQL, and waits until healthy. */
export const startDistributed = async (options: DistributedOptions): Promise<DistributedSystem> => {
  const port = await freePort();
  const base = { NATS_URL: options.natsUrl, ...options.env };
  const services = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      startProcess(
        SERVICE_APPS[service],
        process.execPath,
        ['--enable-source-maps', distMain(SERVICE_APPS[service])],
        cleanEnv({ ...base, [databaseUrlVariable(service)]: options.databaseUrls[service] }),
      ),
    ]),
  ) as Record<ServiceName, RunningProcess>;
  const gateway = startProcess(
    'gateway',
    process.execPath,
    ['--enable-source-maps', distMain('gateway')],
    cleanEnv({ ...base, PORT: String(port), HOST: '127.0.0.1' }),
  );
  const all = [gateway, ...Object.values(services)];
  const stop = async (): Promise<void> => {
    await Promise.all(all.map((running) => running.stop('SIGTERM')));
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(() => isHealthy(baseUrl), { timeoutMs: 60_000, description: 'the distributed system to be healthy' });
  } catch (error) {
    const logs = all.map((running) => `--- ${running.name} ---\n${running.output()}`).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
  return { baseUrl, gateway, services, stop };
};
