// One registry per process, on globalThis: the embedded process may hold several bundled copies of this module,
// and a commit in one service must wake the relay another copy started. A local function call, never a bus
// message: the rows themselves are the events, and the relay's poll finds them even without a wake-up.
const WAKERS_KEY = Symbol.for('vitalsync.events.outbox-wakers');

type Wakers = Map<string, Set<() => void>>;

const wakers = (): Wakers => {
  const holder = globalThis as Record<symbol, Wakers | undefined>;
  holder[WAKERS_KEY] ??= new Map();
  return holder[WAKERS_KEY];
};

/** Tells the service's relay in this process that a transaction that wrote outbox rows committed. */
export const wakeRelayOf = (service: string): void => {
  for (const wake of wakers().get(service) ?? []) wake();
};

/** Calls `wake` on each commit of the service's outbox rows; the returned function stops it. */
export const onOutboxCommit = (service: string, wake: () => void): (() => void) => {
  const registry = wakers();
  const ofService = registry.get(service) ?? new Set<() => void>();
  registry.set(service, ofService);
  ofService.add(wake);
  return () => {
    ofService.delete(wake);
  };
};
