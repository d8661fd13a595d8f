import { type OutboxEvent } from './outbox-event';

/** Where a service's relay sends its outbox rows: JetStream (distributed) or the embedded dispatcher. */
export interface EventPublisher {
  /** Resolves once the event is safely handed over (stored by the stream, or handled by embedded consumers). */
  publish(event: OutboxEvent): Promise<void>;
}
