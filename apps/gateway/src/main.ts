import 'reflect-metadata';
import { busTransportOf } from '@vitalsync/bus';
import { configOrExit, loadConfig } from '@vitalsync/config';
import { exitGracefullyOnSignal, startOpsFor } from '@vitalsync/service-runtime';
import { Logger } from 'nestjs-pino';

import { createGatewayApp, startGatewayApp } from './app/create-gateway-app';
import { shutdownStepsOf } from './app/graceful-shutdown';
import { GatewayConfig } from './config/gateway.config';

// Read once, here: a bad value stops the gateway, naming the variable, before it connects or listens.
const config = configOrExit(() => loadConfig(GatewayConfig, process.env));

const bootstrap = async (): Promise<void> => {
  const ops = await startOpsFor('gateway', config);
  const app = await createGatewayApp({ transport: busTransportOf(config.bus), mode: 'distributed', config });
  // SIGTERM drains (graceful-shutdown.ts) and exits 0, or 1 when a step hangs past SHUTDOWN_GRACE_MS.
  exitGracefullyOnSignal({
    graceMs: config.shutdown.SHUTDOWN_GRACE_MS,
    logger: app.get(Logger),
    steps: () => [...shutdownStepsOf(app, ops), { name: 'close the ops server', run: () => ops.close() }],
  });
  await startGatewayApp(app, config.PORT, config.HOST);
  ops.markServing();
};

void bootstrap();
