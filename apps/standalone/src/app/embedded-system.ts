import { type INestMicroservice } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type OpsServer } from '@vitalsync/backend';
import { InProcessEventHub } from '@vitalsync/bus';
import { createGatewayApp, shutdownStepsOf, startGatewayApp } from '@vitalsync/gateway';
import { createServiceApp, listenService, type ShutdownStep, startOpsFor } from '@vitalsync/service-runtime';

import { type EmbeddedConfigs } from './embedded-config';
import { EMBEDDED_SERVICES } from './embedded-services';

export interface EmbeddedSystem {
  gateway: NestFastifyApplication;
  /** The process's one ops server (OPS_PORT) and its readiness: setDraining() on SIGTERM. */
  ops: OpsServer;
  /**
   * How to stop it: the gateway's drain and close first (no new work; what it accepted finishes), then each
   * service (its handlers, its database), then the ops server.
   */
  shutdownSteps(): ShutdownStep[];
}

/** Starts every service on the in-process bus, then the gateway, all in this process, each with its settings. */
export const startEmbeddedSystem = async (configs: EmbeddedConfigs): Promise<EmbeddedSystem> => {
  // Every app reads the same OPS_PORT; the process serves it once, with the one registry all of them fill.
  const ops = await startOpsFor('gateway', configs.gateway);
  const services: Array<{ name: string; app: INestMicroservice }> = [];
  for (const [name, module] of EMBEDDED_SERVICES) {
    // Sequential on purpose: services share one PGlite instance and the gateway must find them subscribed.
    const service = await createServiceApp(module, name, 'in-process', configs[name]);
    await listenService(service, 'in-process');
    services.push({ name, app: service });
  }
  // Every durable consumer exists now: events a crash left in an outbox may be delivered.
  InProcessEventHub.shared().open();
  const gateway = await createGatewayApp({
    transport: 'in-process',
    mode: 'embedded',
    config: configs.gateway,
  });
  await startGatewayApp(gateway, configs.gateway.PORT, configs.gateway.HOST);
  ops.markServing();

  return {
    gateway,
    ops,
    shutdownSteps: () => [
      ...shutdownStepsOf(gateway, ops),
      ...[...services].reverse().map(({ name, app }) => ({
        name: `close ${name}-svc (its handlers, its database)`,
        run: () => app.close(),
      })),
      { name: 'close the ops server', run: () => ops.close() },
    ],
  };
};
