import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { GATEWAY_HEARTBEAT_SECONDS } from '@vitalsync/contracts';

import { PresenceService } from './presence.service';

/** Runs `task` every `ms` until the returned function is called. */
export type Repeat = (task: () => void, ms: number) => () => void;

export const SWEEP_REPEAT = Symbol.for('vitalsync.signaling.sweep-repeat');

/** A timer that never keeps the process alive on its own. A test overrides SWEEP_REPEAT and sweeps itself. */
export const sweepRepeatProvider: Provider = {
  provide: SWEEP_REPEAT,
  useValue: ((task, ms) => {
    const timer = setInterval(task, ms);
    timer.unref();
    return () => clearInterval(timer);
  }) satisfies Repeat,
};

/**
 * Sweeps silent gateways as often as gateways beat: a crashed gateway's calls end within
 * GATEWAY_SILENT_SECONDS plus one beat.
 */
@Injectable()
export class PresenceSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PresenceSweep.name);
  private stop: (() => void) | undefined;
  private running = false;

  constructor(
    private readonly presence: PresenceService,
    @Inject(SWEEP_REPEAT) private readonly repeat: Repeat,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.repeat(() => void this.sweep(), GATEWAY_HEARTBEAT_SECONDS * 1000);
  }

  onApplicationShutdown(): void {
    this.stop?.();
    this.stop = undefined;
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
