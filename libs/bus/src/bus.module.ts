import { type DynamicModule, Global, Module } from '@nestjs/common';

import { BUS_CLIENT, createBusClient } from './bus-client';
import { BusClientLifecycle } from './bus-client.lifecycle';
import { type BusTransport } from './bus-transport';

/** Provides BUS_CLIENT (a ClientProxy for the chosen transport) to the whole app. */
@Global()
@Module({})
export class BusModule {
  static forRoot(transport: BusTransport, env: NodeJS.ProcessEnv = process.env): DynamicModule {
    return {
      module: BusModule,
      global: true,
      providers: [{ provide: BUS_CLIENT, useFactory: () => createBusClient(transport, env) }, BusClientLifecycle],
      exports: [BUS_CLIENT],
    };
  }
}
