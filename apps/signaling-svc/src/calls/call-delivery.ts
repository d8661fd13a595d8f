import { Injectable, Logger } from '@nestjs/common';
import { BusClient, emitBestEffort } from '@vitalsync/bus';
import { CALL_EVENTS, type CallDelivery } from '@vitalsync/contracts';

/**
 * Hands one /video-call event to every gateway replica, which emits it to the account's sockets it holds. Best
 * effort: a lost delivery is a lost signal, which WebRTC's own retries (a new offer, more candidates) cover.
 */
@Injectable()
export class CallDeliveries {
  private readonly logger = new Logger(CallDeliveries.name);

  constructor(private readonly bus: BusClient) {}

  deliver(delivery: CallDelivery): Promise<void> {
    return emitBestEffort(this.bus, CALL_EVENTS.deliver, delivery, {
      logger: this.logger,
      about: `${delivery.event} to account ${delivery.accountId}`,
    });
  }
}
