import { type DistributedSystem, type GatewayReplica, startDistributed } from './distributed-system';
import { type EmbeddedSystem, startEmbedded } from './embedded-system';
import { type NatsServer, startNatsServer } from './nats-server';
import { createServiceDatabases } from './postgres-databases';

export type RunMode = 'embedded' | 'distributed';

export interface SystemUnderTest {
  mode: RunMode;
  baseUrl: string;
  /** Folder holding `files/` (uploads) for this system. */
  dataDir: string;
  embedded?: EmbeddedSystem;
  distributed?: DistributedSystem;
  stop(): Promise<void>;
}

export const RUN_MODES: RunMode[] = ['embedded', 'distributed'];

/** Boots the whole system in the given mode with extra environment, for API suites that run in both modes. */
export const startSystem = async (mode: RunMode, env: NodeJS.ProcessEnv = {}): Promise<SystemUnderTest> => {
  if (mode === 'embedded') {
    const embedded = await startEmbedded({ env });
    return {
      mode,
      baseUrl: embedded.baseUrl,
      dataDir: embedded.dataDir,
      embedded,
      stop: async () => void (await embedded.stop('SIGINT')),
    };
  }
  const nats: NatsServer = await startNatsServer();
  const databases = await createServiceDatabases(process.env['DATABASE_URL']);
  try {
    const distributed = await startDistributed({ natsUrl: nats.url, databaseUrls: databases.urls, env });
    return {
      mode,
      baseUrl: distributed.baseUrl,
      dataDir: distributed.dataDir,
      distributed,
      stop: async () => {
        await distributed.stop();
        await nats.stop();
        await databases.drop();
      },
    };
  } catch (error) {
    await nats.stop();
    await databases.drop();
    throw error;
  }
};

/** A distributed system with two gateway processes, for suites that prove delivery across replicas. */
export interface TwoGatewaySystem {
  system: SystemUnderTest;
  /** The first gateway's address. */
  first: string;
  second: GatewayReplica;
}

export const startTwoGateways = async (env: NodeJS.ProcessEnv = {}): Promise<TwoGatewaySystem> => {
  const system = await startSystem('distributed', env);
  const distributed = system.distributed;
  if (!distributed) throw new Error('distributed mode has no distributed system');
  return {
    system,
    first: system.baseUrl,
    second: distributed.gateways[1] ?? (await distributed.addGateway()),
  };
};
