import 'reflect-metadata';
import { configOrExit } from '@vitalsync/config';
import { Logger } from 'nestjs-pino';

import { type EmbeddedConfigs, loadEmbeddedConfigs } from './app/embedded-config';
import { startEmbeddedSystem } from './app/embedded-system';

/** A stuck close must not leave the process hanging after Ctrl-C. */
const FORCED_EXIT_MS = 10_000;

const main = async (configs: EmbeddedConfigs): Promise<void> => {
  const system = await startEmbeddedSystem(configs);
  const logger = system.gateway.get(Logger);
  logger.log(`VitalSync is running at http://localhost:${configs.gateway.PORT} (embedded mode)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, stopping`);
    setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
    system.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'clean stop failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

// Every app's settings, read once, here: a bad value stops the process, naming the variable, before any service
// opens the database or the gateway listens.
const configs = configOrExit(() => loadEmbeddedConfigs(process.env));

main(configs).catch((error: unknown) => {
  console.error('VitalSync failed to start:', error);
  process.exit(1);
});
