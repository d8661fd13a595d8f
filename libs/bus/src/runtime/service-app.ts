import { type DynamicModule, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NatsConnection } from 'nats';
import { busValidationPipe } from '@vitalsync/backend';
import { Logger } from 'nestjs-pino';

import { busServerOptions, busTransportFromEnv } from '../bus-options';
import { type BusTransport } from '../bus-transport';
import { BusModule } from '../bus.module';
import { loggerModuleFor } from './logger.module';

/**
 * Creates (without starting) one service as a Nest microservice on the given transport, with pino logs, a bus
 * client and every payload validated against its DTO class.
 */
export const createServiceApp = async (
  serviceModule: Type<unknown>,
  service: string,
  transport: BusTransport,
  env: NodeJS.ProcessEnv = process.env,
): Promise<INestMicroservice> => {
  // BusModule is global: the service's own providers inject BusClient to publish events on the same transport.
  @Module({
    imports: [loggerModuleFor(`${service}-svc`, env), BusModule.forRoot(transport, env), serviceModule],
  })
  class ServiceRootModule {}

  const root: DynamicModule = { module: ServiceRootModule };
  const app = await NestFactory.createMicroservice(root, {
    ...busServerOptions(transport, service, env),
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

/** Entry point of a service running on its own (distributed mode): transport from the environment. */
export const bootstrapService = async (serviceModule: Type<unknown>, service: string): Promise<void> => {
  const transport = busTransportFromEnv();
  const app = await createServiceApp(serviceModule, service, transport);
  app.enableShutdownHooks();
  await listenService(app, transport);
  app.get(Logger).log(`${service}-svc is listening on the ${transport} bus`);
};
