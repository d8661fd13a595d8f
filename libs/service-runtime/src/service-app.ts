import { type DynamicModule, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NatsConnection } from 'nats';
import { busValidationPipe } from '@vitalsync/backend';
import { configModuleOf, type ServiceConfig } from '@vitalsync/config';
import { Logger } from 'nestjs-pino';
import {
  BusModule,
  busServerOptions,
  type BusTransport,
  busTransportOf,
  JetStreamMissingError,
} from '@vitalsync/bus';

import { exitGracefullyOnSignal } from './graceful-shutdown';
import { loggerModuleFor } from './logger.module';
import { startOpsFor } from './ops';
import { ServiceExceptionFilter } from './service-exception.filter';
import { serviceShutdownSteps } from './service-shutdown';

/**
 * Creates (without starting) one service as a Nest microservice on the given transport, with its settings (loaded
 * at boot) for every module, pino logs, a bus client, every payload validated against its DTO class, and every
 * failure answered and logged one way (ServiceExceptionFilter: a dependency's outage 503/504, a bug 500).
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
    // A failure at start rejects, so the caller decides what it says (bootstrapService: one line, exit 1).
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(busValidationPipe());
  app.useGlobalFilters(new ServiceExceptionFilter());
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
  const app = await createServiceApp(serviceModule, service, transport, config).catch((error: unknown) =>
    exitOnStartFailure(service, error),
  );
  // SIGTERM drains (service-shutdown.ts) and exits 0, or 1 when a step hangs past SHUTDOWN_GRACE_MS.
  exitGracefullyOnSignal({
    graceMs: config.shutdown.SHUTDOWN_GRACE_MS,
    logger: app.get(Logger),
    steps: () => serviceShutdownSteps({ ops, app }),
  });
  await listenService(app, transport).catch((error: unknown) => exitOnStartFailure(service, error));
  ops.markServing();
  app.get(Logger).log(`${service}-svc is listening on the ${transport} bus`);
};

/**
 * A service that cannot start says why on one line and exits 1: a NATS without JetStream (events would be lost)
 * is a deployment mistake, not a crash worth a stack trace. Anything else keeps its stack.
 */
const exitOnStartFailure = (service: string, error: unknown): never => {
  if (error instanceof JetStreamMissingError)
    process.stderr.write(`${service}-svc cannot start: ${error.message}\n`);
  else console.error(`${service}-svc failed to start:`, error);
  process.exit(1);
};
