import { type OpsServer, startOpsServer } from '@vitalsync/backend';
import { type AppConfig } from '@vitalsync/config';
import pino from 'pino';

import { appLoggerOptions } from './logger.module';

/**
 * The ops server of a process (OPS_PORT), started by its entry point before any app: probes answer while
 * migrations run. It logs as the app does; its own logger, since no Nest app exists yet.
 */
export const startOpsFor = (app: string, config: AppConfig): Promise<OpsServer> =>
  startOpsServer({ port: config.ops.OPS_PORT, logger: pino(appLoggerOptions(app, config.logging)) });
