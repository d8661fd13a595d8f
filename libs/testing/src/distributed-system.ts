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
  /**
   * Starts one more gateway replica and waits until it is healthy. With `port`, on that port (a gateway restarted
   * where the stopped one listened, so its clients reconnect to it); with `whileDown`, waits only until it answers,
   * for a gateway started while a service is down.
   */
  addGateway(options?: GatewayStart): Promise<GatewayReplica>;
  /** Starts one more replica of a service (same database, same queue group), with extra environment. */
  addService(service: ServiceName, env?: NodeJS.ProcessEnv): RunningProcess;
  stop(): Promise<void>;
}

export interface GatewayStart {
  port?: number;
  whileDown?: boolean;
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
    // A stopping gateway leaves idle keep-alive connections half its grace (the test process's own HTTP pool
    // holds some): suites that do not study the shutdown should not wait 12.5 s per gateway at their end.
    SHUTDOWN_GRACE_MS: '5000',
    ...options.env,
  };
  const startService = (service: ServiceName, name: string, env: NodeJS.ProcessEnv = {}): RunningProcess =>
    startProcess(
      name,
      process.execPath,
      ['--enable-source-maps', distMain(SERVICE_APPS[service])],
      cleanEnv({ ...base, [serviceDatabaseUrlVariable(service)]: options.databaseUrls[service], ...env }),
    );
  const services = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, startService(service, SERVICE_APPS[service])]),
  ) as Record<ServiceName, RunningProcess>;
  const gateways: GatewayReplica[] = [];
  const replicas: RunningProcess[] = [];
  const all = (): RunningProcess[] => [
    ...gateways.map((g) => g.process),
    ...Object.values(services),
    ...replicas,
  ];
  const stop = async (): Promise<void> => {
    await Promise.all(all().map((running) => running.stop('SIGTERM')));
  };

  /** Starts one more gateway on a free port, and again on another one if the port was taken meanwhile. */
  const addGateway = async ({
    port: fixedPort,
    whileDown = false,
  }: GatewayStart = {}): Promise<GatewayReplica> => {
    for (let attempt = 1; ; attempt++) {
      const port = fixedPort ?? (await freePort());
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
        // Started while something is down on purpose: only the processes still running may not end meanwhile.
        const watched = whileDown
          ? all().filter((running) => running.child.exitCode === null && running.child.signalCode === null)
          : all();
        await waitUntilHealthy(replica.baseUrl, watched, whileDown);
        return replica;
      } catch (error) {
        if (fixedPort !== undefined || !(attempt < PORT_ATTEMPTS && lostPortRace(replica.process)))
          throw error;
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
      addService: (service, env) => {
        const replica = startService(service, `${SERVICE_APPS[service]}-${replicas.length + 2}`, env);
        replicas.push(replica);
        return replica;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
