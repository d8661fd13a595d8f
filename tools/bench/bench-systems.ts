// Each bench measures the built system in both run modes at the bench configuration; this starts a mode, hands the
// measurement its address and the processes whose memory it reports, and always stops what it started.
import { type ServiceName } from '@vitalsync/contracts';
import {
  createServiceDatabases,
  type DistributedSystem,
  startDistributed,
  startEmbedded,
  startNatsServer,
} from '@vitalsync/testing';

import { BENCH_ENV } from './bench-kit';

export interface RunningSystem {
  baseUrl: string;
  pids: Array<number | undefined>;
  /** Distributed mode only: starts one more gateway replica on the same bus and databases. */
  addGateway?: () => Promise<{ baseUrl: string; pid: number | undefined }>;
  /** Distributed mode only: the processes, for benches that stop and start a service. */
  distributed?: DistributedSystem;
}

/** The embedded process on a fresh data directory. */
export const inEmbedded = async <T>(measure: (system: RunningSystem) => Promise<T>): Promise<T> => {
  const system = await startEmbedded({ env: BENCH_ENV });
  try {
    return await measure({ baseUrl: system.baseUrl, pids: [system.process.child.pid] });
  } finally {
    await system.stop('SIGINT');
  }
};

/** The six processes on their own NATS server and fresh PostgreSQL databases (whose URLs the baselines use). */
export const inDistributed = async <T>(
  measure: (system: RunningSystem, databaseUrls: Record<ServiceName, string>) => Promise<T>,
): Promise<T> => {
  const nats = await startNatsServer();
  const databases = await createServiceDatabases(process.env['DATABASE_URL']);
  try {
    const system = await startDistributed({
      natsUrl: nats.url,
      databaseUrls: databases.urls,
      env: BENCH_ENV,
    });
    try {
      const pids = [system.gateway.child.pid, ...Object.values(system.services).map((s) => s.child.pid)];
      const addGateway = async () => {
        const replica = await system.addGateway();
        return { baseUrl: replica.baseUrl, pid: replica.process.child.pid };
      };
      return await measure(
        { baseUrl: system.baseUrl, pids, addGateway, distributed: system },
        databases.urls,
      );
    } finally {
      await system.stop();
    }
  } finally {
    await nats.stop();
    await databases.drop();
  }
};
