import 'reflect-metadata';
import { Logger } from 'nestjs-pino';

import { startEmbeddedSystem } from './app/embedded-system';

/** A stuck close must not leave the process hanging after Ctrl-C. */
const FORCED_EXIT_MS = 10_000;

const main = async (): Promise<void> => {
  process.env['LOG_APP_NAME'] ??= 'vitalsync-embedded';
  const port = Number(process.env['PORT'] ?? 3000);
  const host = process.env['HOST'] ?? '0.0.0.0';
  const system = await startEmbeddedSystem(port, host);
  const logger = system.gateway.get(Logger);
  logger.log(`VitalSync is running at http://localhost:${port} (embedded mode)`);

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

main().catch((error: unknown) => {
  console.error('VitalSync failed to start:', error);
  process.exit(1);
});
