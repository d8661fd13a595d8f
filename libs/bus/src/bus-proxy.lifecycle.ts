import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';

import { BUS_PROXY } from './bus-proxy';

/** Connects the bus client when the app starts and closes it when the app stops (no handle left open). */
@Injectable()
export class BusProxyLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BusProxyLifecycle.name);

  constructor(@Inject(BUS_PROXY) private readonly client: ClientProxy) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.client.connect();
    } catch (error) {
      // The app still starts: it answers 503 for bus calls until the broker is reachable again.
      this.logger.warn(
        `The bus is unreachable for now: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
