import { type ClientProxy } from '@nestjs/microservices';
import { BusConfig } from '@vitalsync/config';
import { type RpcShape } from '@vitalsync/contracts';

import { BusClient } from './bus-client';

/** For the bus's own tests: subjects made up per run, which no contract map names. */
export type UntypedBusClient = BusClient<Record<string, RpcShape>, Record<string, unknown>>;

export const untypedBusClient = (
  proxy: ClientProxy,
  timeoutMs: number = new BusConfig().BUS_TIMEOUT_MS,
): UntypedBusClient => new BusClient(proxy, timeoutMs);
