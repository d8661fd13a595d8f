import { type DistributedSystem, startDistributed } from './distributed-system';
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
