import { type OutboxEvent } from './outbox-event';

/** Delivers one event to one consumer: resolves once the consumer acknowledged it or dead-lettered it. */
export type ConsumerDelivery = (event: OutboxEvent) => Promise<void>;

/**
 * The embedded mode's stand-in for the JetStream stream: the relays of every service hand it their outbox rows,
 * and it delivers each to the durable consumers of its subject, waiting until each has acknowledged it (or put
 * it with the dead letters). A relay marks a row sent only then, so a row a crash interrupted is delivered again
 * at the next start. It stays closed until the process has started every service, so an event left by a crash is
 * not delivered before its consumers exist.
 */
export class InProcessEventHub {
  private static sharedHub: InProcessEventHub | undefined;

  private readonly consumers = new Map<string, Map<string, ConsumerDelivery>>();
  private opened!: () => void;
  private openGate: Promise<void> = this.newGate();

  static shared(): InProcessEventHub {
    const holder = globalThis as Record<symbol, InProcessEventHub | undefined>;
    const key = Symbol.for('vitalsync.events.in-process-hub');
    holder[key] ??= new InProcessEventHub();
    InProcessEventHub.sharedHub = holder[key];
    return InProcessEventHub.sharedHub;
  }

  /** Registers a consumer of a subject; the returned function removes it. */
  register(subject: string, consumer: string, deliver: ConsumerDelivery): () => void {
    const bySubject = this.consumers.get(subject) ?? new Map<string, ConsumerDelivery>();
    bySubject.set(consumer, deliver);
    this.consumers.set(subject, bySubject);
    return () => {
      if (this.consumers.get(subject)?.get(consumer) === deliver)
        this.consumers.get(subject)?.delete(consumer);
    };
  }

  /** Lets deliveries through: every service of the process is listening. */
  open(): void {
    this.opened();
  }

  async deliver(event: OutboxEvent): Promise<void> {
    await this.openGate;
    const consumers = [...(this.consumers.get(event.subject)?.values() ?? [])];
    await Promise.all(consumers.map((deliver) => deliver(event)));
  }

  /** Forgets every consumer and closes again, for tests that start a system more than once in one process. */
  reset(): void {
    this.consumers.clear();
    this.openGate = this.newGate();
  }

  private newGate(): Promise<void> {
    return new Promise<void>((resolve) => (this.opened = resolve));
  }
}
