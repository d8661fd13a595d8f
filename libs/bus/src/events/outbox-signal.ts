import { EventEmitter } from 'node:events';

// One per process, on globalThis: the embedded process may hold several bundled copies of this module, and a
// commit in one service must wake the relay another copy started.
const SIGNAL_KEY = Symbol.for('vitalsync.events.outbox-signal');

/** Tells a service's relay that its outbox has new rows (a transaction that wrote some committed). */
export const outboxSignal = (): EventEmitter => {
  const holder = globalThis as Record<symbol, EventEmitter | undefined>;
  let signal = holder[SIGNAL_KEY];
  if (!signal) {
    signal = new EventEmitter();
    signal.setMaxListeners(0);
    holder[SIGNAL_KEY] = signal;
  }
  return signal;
};
