import { type MicroserviceOptions, type NatsOptions } from '@nestjs/microservices';
import { type BusConfig } from '@vitalsync/config';

import { type BusTransport } from './bus-transport';
import { DrainingNatsServer } from './draining-nats-server';
import { InProcessBroker } from './in-process/in-process-broker';
import { InProcessServer } from './in-process/in-process-server';
import { BusNatsServer } from './nats-server';

/** Wait between reconnect attempts: short, so the system is back within a second of NATS. */
const NATS_RECONNECT_WAIT_MS = 500;

/** 'nats' when NATS_URL names servers, else 'in-process' (the embedded mode). */
export const busTransportOf = (bus: BusConfig): BusTransport => (bus.NATS_URL ? 'nats' : 'in-process');

/** Connection settings every NATS client and server of the system shares: reconnect forever, quickly. */
export const natsConnectionOptions = (bus: BusConfig): NonNullable<NatsOptions['options']> => {
  if (!bus.NATS_URL) throw new Error('The nats bus transport needs NATS_URL.');
  return {
    servers: bus.NATS_URL,
    maxReconnectAttempts: -1,
    reconnectTimeWait: NATS_RECONNECT_WAIT_MS,
  };
};

/** Options for NestFactory.createMicroservice(...) / app.connectMicroservice(...) for one service. */
export function busServerOptions(
  transport: BusTransport,
  service: string,
  bus: BusConfig,
): MicroserviceOptions {
  if (transport === 'in-process') return { strategy: new InProcessServer(InProcessBroker.shared(), service) };
  return {
    // On close it drains: new messages go to the other replicas, those already here are handled and answered.
    strategy: new DrainingNatsServer(
      {
        ...natsConnectionOptions(bus),
        name: `${service}-svc`,
        // One queue group per service: replicas share the requests, and each event reaches one replica per service.
        queue: `${service}-svc`,
        // A service started before NATS waits for it instead of crashing.
        waitOnFirstConnect: true,
      },
      bus.BUS_TIMEOUT_MS,
      service,
    ),
  };
}

/**
 * Options for an app that listens to events on behalf of each of its replicas (the gateway): over NATS it joins
 * no queue group, so every replica receives every event and can reach the sockets it holds.
 */
export function busBroadcastListenerOptions(
  transport: BusTransport,
  name: string,
  bus: BusConfig,
): MicroserviceOptions {
  if (transport === 'in-process') return { strategy: new InProcessServer(InProcessBroker.shared()) };
  return { strategy: new BusNatsServer({ ...natsConnectionOptions(bus), name, waitOnFirstConnect: true }) };
}
