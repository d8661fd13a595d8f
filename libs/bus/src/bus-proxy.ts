import { type ClientProxy } from '@nestjs/microservices';
import { type BusConfig } from '@vitalsync/config';

import { natsConnectionOptions } from './bus-options';
import { type BusTransport } from './bus-transport';
import { InProcessClient } from './in-process/in-process-client';
import { createNatsBusClient } from './nats-client';

/** DI token of the transport's ClientProxy; callers inject BusClient, which wraps it. */
export const BUS_PROXY = 'BUS_PROXY';

/**
 * The client for the chosen transport. The NATS client does not wait for a first connection: while NATS is
 * unreachable each request fails at once (`unavailable`) and tries again, and once connected it reconnects
 * forever.
 */
export const createBusProxy = (transport: BusTransport, bus: BusConfig): ClientProxy =>
  transport === 'in-process' ? new InProcessClient() : createNatsBusClient(natsConnectionOptions(bus));
