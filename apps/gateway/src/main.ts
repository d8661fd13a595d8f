import 'reflect-metadata';
import { busTransportFromEnv } from '@vitalsync/bus';

import { createGatewayApp, startGatewayApp } from './app/create-gateway-app';
import { resolveWebDist } from './web/web-app';

const bootstrap = async (): Promise<void> => {
  const app = await createGatewayApp({
    transport: busTransportFromEnv(),
    mode: 'distributed',
    webDist: resolveWebDist(),
  });
  app.enableShutdownHooks();
  await startGatewayApp(app, Number(process.env['PORT'] ?? 3000), process.env['HOST'] ?? '0.0.0.0');
};

void bootstrap();
