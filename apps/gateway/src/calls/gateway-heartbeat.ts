import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { BusClient, emitBestEffort } from '@vitalsync/bus';
import { GATEWAY_EVENTS, GATEWAY_HEARTBEAT_SECONDS } from '@vitalsync/contracts';

import { GATEWAY_ID } from './gateway-identity';

/** Runs `task` every `ms` until the returned function is called. */
export type Repeat = (task: () => void, ms: number) => () => void;

export const REPEAT = Symbol.for('vitalsync.gateway.repeat');

/** A timer that never keeps the process alive on its own. A test overrides REPEAT and fires the task itself. */
export const repeatProvider: Provider = {
  provide: REPEAT,
  useValue: ((task, ms) => {
    const timer = setInterval(task, ms);
    timer.unref();
    return () => clearInterval(timer);
  }) satisfies Repeat,
};

/**
 * Announces this gateway to signaling-svc at start and every GATEWAY_HEARTBEAT_SECONDS: presence held by a
 * gateway that falls silent (crashed, cut off) expires there, and its calls end for the other parties.
 */
@Injectable()
export class GatewayHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GatewayHeartbeat.name);
  private stop: (() => void) | undefined;

  constructor(
    private readonly bus: BusClient,
    @Inject(GATEWAY_ID) private readonly gatewayId: string,
    @Inject(REPEAT) private readonly repeat: Repeat,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    void this.beat();
    this.stop = this.repeat(() => void this.beat(), GATEWAY_HEARTBEAT_SECONDS * 1000);
  }

  onApplicationShutdown(): void {
    this.stop?.();
    this.stop = undefined;
  }

  /** One announcement; a lost one costs nothing, the next follows within the interval. */
  beat(): Promise<void> {
    return emitBestEffort(
      this.bus,
      GATEWAY_EVENTS.alive,
      { gatewayId: this.gatewayId, at: this.clock().toISOString() },
      { logger: this.logger, about: `gateway ${this.gatewayId}` },
    );
  }
}
