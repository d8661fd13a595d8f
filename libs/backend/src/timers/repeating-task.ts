import { type OnApplicationBootstrap, type OnApplicationShutdown, type Provider } from '@nestjs/common';

/** Runs `task` every `ms` until the returned function is called. */
export type Repeat = (task: () => void, ms: number) => () => void;

export const REPEAT = Symbol.for('vitalsync.repeat');

/** A timer that never keeps the process alive on its own. A test overrides REPEAT and fires the task itself. */
export const repeatProvider: Provider = {
  provide: REPEAT,
  useValue: ((task, ms) => {
    const timer = setInterval(task, ms);
    timer.unref();
    return () => clearInterval(timer);
  }) satisfies Repeat,
};

/** A task that runs on an interval from application start until shutdown, on the injected REPEAT timer. */
export abstract class RepeatingTask implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop: (() => void) | undefined;

  protected constructor(
    private readonly repeat: Repeat,
    private readonly everyMs: number,
  ) {}

  /** One run; it must not throw, since nothing awaits it. */
  protected abstract tick(): void;

  onApplicationBootstrap(): void {
    this.stop = this.repeat(() => this.tick(), this.everyMs);
  }

  onApplicationShutdown(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
