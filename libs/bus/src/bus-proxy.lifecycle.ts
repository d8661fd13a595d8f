import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { processReadiness } from '@vitalsync/backend';
import { type Subscription } from 'rxjs';

import { BUS_PROXY } from './bus-proxy';

/**
 * Connects the bus client when the app starts and closes it when the app stops (no handle left open), and tells
 * the process's readiness whether the bus is connected.
 */
@Injectable()
export class BusProxyLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BusProxyLifecycle.name);
  private connected = false;
  private readonly statusChanges: Subscription;
  private unregisterReadiness: (() => void) | undefined;

  constructor(@Inject(BUS_PROXY) private readonly client: ClientProxy) {
    this.statusChanges = client.status.subscribe((status) => {
      this.connected = status === 'connected';
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.unregisterReadiness = processReadiness().register('bus', () => this.busAnswers());
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
    this.unregisterReadiness?.();
    this.statusChanges.unsubscribe();
    await this.client.close();
  }

  /**
   * Asks for the connection, not only its last status: a client whose first connection failed connects again only
   * when asked, and an unready gateway receives no request that would ask.
   */
  private async busAnswers(): Promise<boolean> {
    await this.client.connect();
    return this.connected;
  }
}
