import { Inject, Injectable, Logger } from '@nestjs/common';
import { REPEAT, type Repeat, RepeatingTask } from '@vitalsync/backend';
import { GATEWAY_HEARTBEAT_SECONDS } from '@vitalsync/contracts';

import { PresenceService } from './presence.service';

/**
 * Sweeps silent gateways as often as gateways beat: a crashed gateway's calls end within
 * GATEWAY_SILENT_SECONDS plus one beat.
 */
@Injectable()
export class PresenceSweep extends RepeatingTask {
  private readonly logger = new Logger(PresenceSweep.name);
  private running = false;

  constructor(
    private readonly presence: PresenceService,
    @Inject(REPEAT) repeat: Repeat,
  ) {
    super(repeat, GATEWAY_HEARTBEAT_SECONDS * 1000);
  }

  protected tick(): void {
    void this.sweep();
  }

  /** One sweep at a time: a slow database must not pile sweeps up. A failed one is retried at the next tick. */
  private async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.presence.sweep();
    } catch {
      this.logger.warn('sweeping silent gateways failed');
    } finally {
      this.running = false;
    }
  }
}
