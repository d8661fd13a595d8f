import 'reflect-metadata';
import { busTransportOf } from '@vitalsync/bus';
import { configOrExit, loadConfig } from '@vitalsync/config';

import { createGatewayApp, startGatewayApp } from './app/create-gateway-app';
import { GatewayConfig } from './config/gateway.config';

// Read once, here: a bad value stops the gateway, naming the variable, before it connects or listens.
const config = configOrExit(() => loadConfig(GatewayConfig, process.env));

const bootstrap = async (): Promise<void> => {
  const app = await createGatewayApp({ transport: busTransportOf(config.bus), mode: 'distributed', config });
  app.enableShutdownHooks();
  await startGatewayApp(app, config.PORT, config.HOST);
};

void bootstrap();
