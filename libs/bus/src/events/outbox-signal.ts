import { EventEmitter } from 'node:events';

// One per process, on globalThis: the embedded process may hold several bundled copies of this module, and a
// commit in one service must wake the relay another copy started. A local wake-up call, never a bus message.
const SIGNAL_KEY = Symbol.for('vitalsync.events.outbox-signal');

const signal = (): EventEmitter => {
  const holder = globalThis as Record<symbol, EventEmitter | undefined>;
  let emitter = holder[SIGNAL_KEY];
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    holder[SIGNAL_KEY] = emitter;
  }
  return emitter;
};

/** Tells the service's relay in this process that a transaction that wrote outbox rows committed. */
export const wakeRelayOf = (service: string): void => {
  signal().emit(service);
};

/** Calls `wake` on each commit of the service's outbox rows; the returned function stops it. */
export const onOutboxCommit = (service: string, wake: () => void): (() => void) => {
  signal().on(service, wake);
  return () => signal().off(service, wake);
};
