import {
  Controller,
  type DynamicModule,
  type INestApplicationContext,
  type INestMicroservice,
  Module,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe } from '@vitalsync/backend';
import { randomUUID } from 'node:crypto';

import {
  BusClient,
  BusModule,
  busBroadcastListenerOptions,
  busServerOptions,
  InProcessEventHub,
} from '@vitalsync/bus';
import { configModuleOf, type ServiceConfig } from '@vitalsync/config';
import { ServiceExceptionFilter } from '@vitalsync/service-runtime';
import {
  type DurableEventSubject,
  type EventPayload,
  type EventSubject,
  type RpcPattern,
  type ServiceName,
} from '@vitalsync/contracts';

import { EventInbox } from './event-inbox';

export interface ServiceHarnessOptions {
  service: ServiceName;
  /** The service's root module, hosted as createServiceApp hosts it: a global bus client, payloads validated. */
  module: Type<unknown>;
  /** The service's settings, as its entry point would load them (loadConfig of its configuration class). */
  config: ServiceConfig;
  /** Subjects whose events the inbox records. */
  events?: readonly EventSubject[];
}

export interface ServiceHarness {
  /** A client of the same in-process bus, as the gateway would be. */
  bus: BusClient;
  inbox: EventInbox;
  /**
   * What the service refused a request with (the error the bus client rejected with); fails the test when the
   * service answered. The payload is not type-checked, so malformed and hostile input can be sent.
   */
  refusal(pattern: RpcPattern, payload: unknown): Promise<unknown>;
  /**
   * Delivers a durable event to the service's durable consumer as the relay of its producer would (a fresh event
   * id each call) and resolves once the consumer acknowledged or dead-lettered it. The payload is not
   * type-checked, so hostile events can be sent.
   */
  deliver<S extends DurableEventSubject>(subject: S, payload: EventPayload<S>): Promise<void>;
  close(): Promise<void>;
}

const refusalOn =
  (bus: BusClient) =>
  (pattern: RpcPattern, payload: unknown): Promise<unknown> =>
    bus.request(pattern, payload as never).then(
      (reply) => {
        throw new Error(`Expected a refusal, got ${JSON.stringify(reply)}`);
      },
      (error: unknown) => error,
    );

/** A service that only listens: it records the events of the given subjects. */
const eventProbe = (subjects: readonly EventSubject[], inbox: EventInbox): DynamicModule => {
  @Controller()
  class EventProbeController {}

  for (const subject of subjects) {
    const method = `on ${subject}`;
    const handler = (payload: unknown): void => inbox.record(subject, payload);
    Object.defineProperty(EventProbeController.prototype, method, { value: handler });
    Payload()(EventProbeController.prototype, method, 0);
    EventPattern(subject)(EventProbeController.prototype, method, {
      value: handler,
    });
  }

  @Module({ controllers: [EventProbeController] })
  class EventProbeModule {}

  return { module: EventProbeModule };
};

/** Starts one service on a fresh in-process bus, with an event probe and a client; close() stops all three. */
export const startServiceHarness = async (options: ServiceHarnessOptions): Promise<ServiceHarness> => {
  const { config } = options;

  @Module({ imports: [configModuleOf(config), BusModule.forRoot('in-process', config.bus), options.module] })
  class ServiceHost {}

  const running: Array<INestMicroservice | INestApplicationContext> = [];
  const hub = InProcessEventHub.shared();
  const close = async () => {
    for (const app of running.reverse()) await app.close();
    hub.reset();
  };
  try {
    const service = await NestFactory.createMicroservice(ServiceHost, {
      ...busServerOptions('in-process', options.service, config.bus),
      logger: process.env['HARNESS_LOG'] ? ['error', 'warn'] : false,
    });
    running.push(service);
    service.useGlobalPipes(busValidationPipe());
    service.useGlobalFilters(new ServiceExceptionFilter());
    await service.listen();

    const inbox = new EventInbox();
    // A live listener, as a gateway is: it hears every event the service's relay sends.
    const probe = await NestFactory.createMicroservice(eventProbe(options.events ?? [], inbox), {
      ...busBroadcastListenerOptions('in-process', 'event-probe', config.bus),
      logger: false,
    });
    running.push(probe);
    await probe.listen();

    const client = await NestFactory.createApplicationContext(BusModule.forRoot('in-process', config.bus), {
      logger: false,
    });
    running.push(client);
    const bus: BusClient = client.get(BusClient);
    hub.open();
    const deliver = <S extends DurableEventSubject>(subject: S, payload: EventPayload<S>) =>
      hub.deliver({ eventId: randomUUID(), subject, payload } as never);
    return { bus, inbox, refusal: refusalOn(bus), deliver, close };
  } catch (error) {
    await close();
    throw error;
  }
};
