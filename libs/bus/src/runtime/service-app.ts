import { type DynamicModule, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NatsConnection } from 'nats';
import { busValidationPipe } from '@vitalsync/backend';
import { configModuleOf, type ServiceConfig } from '@vitalsync/config';
import { Logger } from 'nestjs-pino';

import { busServerOptions, busTransportOf } from '../bus-options';
import { type BusTransport } from '../bus-transport';
import { BusModule } from '../bus.module';
import { exitGracefullyOnSignal } from './graceful-shutdown';
import { loggerModuleFor } from './logger.module';
import { startOpsFor } from './ops';
import { serviceShutdownSteps } from './service-shutdown';

/**
 * Creates (without starting) one service as a Nest microservice on the given transport, with its settings (loaded
 * at boot) for every module, pino logs, a bus client and every payload validated against its DTO class.
 */
export const createServiceApp = async (
  serviceModule: Type<unknown>,
  service: string,
  transport: BusTransport,
  config: ServiceConfig,
): Promise<INestMicroservice> => {
  // Both global: the service's own providers inject its settings, and BusClient to publish events.
  @Module({
    imports: [
      configModuleOf(config),
      loggerModuleFor(`${service}-svc`, config.logging),
      BusModule.forRoot(transport, config.bus),
      serviceModule,
    ],
  })
  class ServiceRootModule {}

  const root: DynamicModule = { module: ServiceRootModule };
  const app = await NestFactory.createMicroservice(root, {
    ...busServerOptions(transport, service, config.bus),
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(busValidationPipe());
  return app;
};

/**
 * Starts a created service. Over NATS, `listen()` returns before the server has confirmed the subscriptions;
 * flushing waits for that, so a request sent right after start finds the service.
 */
export const listenService = async (app: INestMicroservice, transport: BusTransport): Promise<void> => {
  await app.listen();
  if (transport === 'nats') await app.unwrap<NatsConnection>().flush();
};

/** Entry point of a service running on its own (distributed mode): the transport follows its settings. */
export const bootstrapService = async (
  serviceModule: Type<unknown>,
  service: string,
  config: ServiceConfig,
): Promise<void> => {
  const ops = await startOpsFor(`${service}-svc`, config);
  const transport = busTransportOf(config.bus);
  const app = await createServiceApp(serviceModule, service, transport, config);
  // SIGTERM drains (service-shutdown.ts) and exits 0, or 1 when a step hangs past SHUTDOWN_GRACE_MS.
  exitGracefullyOnSignal({
    graceMs: config.shutdown.SHUTDOWN_GRACE_MS,
    logger: app.get(Logger),
    steps: () => serviceShutdownSteps({ ops, app }),
  });
  await listenService(app, transport);
  ops.markServing();
  app.get(Logger).log(`${service}-svc is listening on the ${transport} bus`);
};
