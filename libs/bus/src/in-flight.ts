/**
 * Counts work that has started and not yet finished (bus handlers, bus requests), so a shutdown can wait for
 * exactly that work instead of for a fixed time.
 */
export class InFlight {
  private running = 0;
  private waiters: Array<() => void> = [];

  get count(): number {
    return this.running;
  }

  /** Notes one piece of work; the returned function ends it, and a second call of it does nothing. */
  begin(): () => void {
    this.running += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running -= 1;
      if (this.running === 0) this.wakeWaiters();
    };
  }

  /** Tracks a promise from now until it settles, and hands it back unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    const end = this.begin();
    work.then(end, end);
    return work;
  }

  /** Resolves once nothing is running: at once when nothing is, else when the last running piece ends. */
  idle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wakeWaiters(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
