import { type ShutdownStep } from './graceful-shutdown';

export interface ServiceShutdownParts {
  /** The process's ops server: /readyz goes unready at once, and it closes last. */
  ops: { setDraining(): void; close(): Promise<void> };
  /** The service's Nest app: closing it stops its bus server first, then runs the shutdown hooks. */
  app: { close(): Promise<void> };
}

/**
 * A service's shutdown: unready at once; then Nest's close, in which the bus server (DrainingNatsServer) drains
 * its subscriptions so NATS hands new messages to the other replicas, waits for the handlers in flight and
 * their replies, and only then do the shutdown hooks close the bus client and the database; the ops server
 * answers /livez until the end.
 */
export const serviceShutdownSteps = ({ ops, app }: ServiceShutdownParts): ShutdownStep[] => [
  { name: 'mark the service unready', run: () => ops.setDraining() },
  { name: 'drain the bus, finish the handlers in flight, close the database', run: () => app.close() },
  { name: 'close the ops server', run: () => ops.close() },
];
