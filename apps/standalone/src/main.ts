import 'reflect-metadata';
import { configOrExit } from '@vitalsync/config';
import { exitGracefullyOnSignal } from '@vitalsync/service-runtime';
import { Logger } from 'nestjs-pino';

import { type EmbeddedConfigs, loadEmbeddedConfigs } from './app/embedded-config';
import { startEmbeddedSystem } from './app/embedded-system';

const main = async (configs: EmbeddedConfigs): Promise<void> => {
  const system = await startEmbeddedSystem(configs);
  const logger = system.gateway.get(Logger);
  logger.log(`VitalSync is running at http://localhost:${configs.gateway.PORT} (embedded mode)`);

  // Ctrl-C or SIGTERM drains and exits 0, or 1 when a step hangs past SHUTDOWN_GRACE_MS (or on a second Ctrl-C).
  exitGracefullyOnSignal({
    graceMs: configs.gateway.shutdown.SHUTDOWN_GRACE_MS,
    logger,
    steps: () => system.shutdownSteps(),
  });
};

// Every app's settings, read once, here: a bad value stops the process, naming the variable, before any service
// opens the database or the gateway listens.
const configs = configOrExit(() => loadEmbeddedConfigs(process.env));

main(configs).catch((error: unknown) => {
  console.error('VitalSync failed to start:', error);
  process.exit(1);
});
