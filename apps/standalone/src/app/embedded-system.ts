import { type INestMicroservice } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp, listenService } from '@vitalsync/bus';
import { createGatewayApp, startGatewayApp } from '@vitalsync/gateway';

import { type EmbeddedConfigs } from './embedded-config';
import { EMBEDDED_SERVICES } from './embedded-services';

export interface EmbeddedSystem {
  gateway: NestFastifyApplication;
  /** Stops the gateway first (no new work), then the services; resolves once every database is closed. */
  close(): Promise<void>;
}

/** Starts every service on the in-process bus, then the gateway, all in this process, each with its settings. */
export const startEmbeddedSystem = async (configs: EmbeddedConfigs): Promise<EmbeddedSystem> => {
  const services: INestMicroservice[] = [];
  for (const [name, module] of EMBEDDED_SERVICES) {
    // Sequential on purpose: services share one PGlite instance and the gateway must find them subscribed.
    const service = await createServiceApp(module, name, 'in-process', configs[name]);
    await listenService(service, 'in-process');
    services.push(service);
  }
  const gateway = await createGatewayApp({
    transport: 'in-process',
    mode: 'embedded',
    config: configs.gateway,
  });
  await startGatewayApp(gateway, configs.gateway.PORT, configs.gateway.HOST);

  return {
    gateway,
    close: async () => {
      await gateway.close();
      for (const service of services.reverse()) await service.close();
    },
  };
};
