import { type DynamicModule, Global, Module } from '@nestjs/common';
import { type BusConfig } from '@vitalsync/config';

import { BUS_TIMEOUT_MS, BusClient } from './bus-client';
import { BUS_PROXY, createBusProxy } from './bus-proxy';
import { BusProxyLifecycle } from './bus-proxy.lifecycle';
import { type BusTransport } from './bus-transport';

/** Provides BusClient (over a ClientProxy for the chosen transport) to the whole app. */
@Global()
@Module({})
export class BusModule {
  static forRoot(transport: BusTransport, bus: BusConfig): DynamicModule {
    return {
      module: BusModule,
      global: true,
      providers: [
        { provide: BUS_PROXY, useFactory: () => createBusProxy(transport, bus) },
        { provide: BUS_TIMEOUT_MS, useValue: bus.BUS_TIMEOUT_MS },
        BusProxyLifecycle,
        BusClient,
      ],
      exports: [BusClient],
    };
  }
}
