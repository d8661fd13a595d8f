import { type DynamicModule, type INestApplicationContext, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type BusConfig } from '@vitalsync/config';

import { busServerOptions } from '../bus-options';
import { type BusTransport } from '../bus-transport';

/** How a contract suite boots services on one transport. */
export interface BusServiceSetup {
  transport: BusTransport;
  bus: BusConfig;
  /** Runs after a service listens, e.g. to make sure the broker has its subscriptions before anyone sends. */
  afterListen?: (service: INestMicroservice) => Promise<void>;
}

/**
 * Starts `module` as the bus service named `service` on the setup's transport, without logs, and adds it to
 * `running`, the apps the suite closes after each test.
 */
export const startBusService = async (
  setup: BusServiceSetup,
  module: DynamicModule,
  service: string,
  running: Array<INestMicroservice | INestApplicationContext>,
): Promise<INestMicroservice> => {
  const app = await NestFactory.createMicroservice(module, {
    ...busServerOptions(setup.transport, service, setup.bus),
    logger: false,
  });
  await app.listen();
  await setup.afterListen?.(app);
  running.push(app);
  return app;
};
