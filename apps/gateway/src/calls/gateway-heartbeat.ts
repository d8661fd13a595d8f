import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, REPEAT, type Repeat, RepeatingTask } from '@vitalsync/backend';
import { BusClient, emitBestEffort } from '@vitalsync/bus';
import { GATEWAY_EVENTS, GATEWAY_HEARTBEAT_SECONDS } from '@vitalsync/contracts';

import { GATEWAY_ID } from './gateway-identity';

/**
 * Announces this gateway to signaling-svc at start and every GATEWAY_HEARTBEAT_SECONDS: presence held by a
 * gateway that falls silent (crashed, cut off) expires there, and its calls end for the other parties.
 */
@Injectable()
export class GatewayHeartbeat extends RepeatingTask {
  private readonly logger = new Logger(GatewayHeartbeat.name);

  constructor(
    private readonly bus: BusClient,
    @Inject(GATEWAY_ID) private readonly gatewayId: string,
    @Inject(REPEAT) repeat: Repeat,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(repeat, GATEWAY_HEARTBEAT_SECONDS * 1000);
  }

  /** The first beat goes out at once, so a fresh gateway's sockets count before the first interval ends. */
  override onApplicationBootstrap(): void {
    this.tick();
    super.onApplicationBootstrap();
  }

  protected tick(): void {
    void this.beat();
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
