/**
 * A snapshot React reads with `useSyncExternalStore`: `subscribe` and `getSnapshot` are bound, so they can be
 * handed over as they are, and every change makes a new snapshot object (React compares by identity).
 */
export class ExternalStore<Snapshot extends object> {
  private snapshot: Snapshot;
  private readonly subscribers = new Set<() => void>();

  constructor(initial: Snapshot) {
    this.snapshot = initial;
  }

  readonly subscribe = (subscriber: () => void): (() => void) => {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  /** Replaces the changed fields in a new snapshot and tells every subscriber. */
  set(change: Partial<Snapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const subscriber of this.subscribers) subscriber();
  }

  /** Forgets every subscriber: the owner has closed, and no change it makes afterwards is worth a render. */
  unsubscribeAll(): void {
    this.subscribers.clear();
  }
}
