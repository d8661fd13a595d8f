import { type DurableEventSubject } from '@vitalsync/contracts';
import { setTimeout as sleep } from 'node:timers/promises';

import { type DurableConsumer } from './durable-consumer';
import { type InProcessEventHub } from './in-process-event-hub';

/**
 * Runs a service's durable consumers in the embedded process: each event the hub delivers is handed to the
 * consumer again after each failure, with the consumer's delay, until it is acknowledged or dead-lettered.
 */
export class InProcessConsumers {
  private readonly unregister: Array<() => void> = [];
  private stopping = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly hub: InProcessEventHub) {}

  start(consumers: ReadonlyMap<DurableEventSubject, DurableConsumer>): void {
    this.stopping = false;
    for (const [subject, consumer] of consumers) {
      this.unregister.push(
        this.hub.register(subject, consumer.name, (event) => this.track(this.deliver(consumer, event))),
      );
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const unregister of this.unregister.splice(0)) unregister();
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(
    consumer: DurableConsumer,
    event: { eventId: string; subject: DurableEventSubject; payload: unknown; requestId?: string },
  ): Promise<void> {
    for (let delivery = 1; ; delivery++) {
      const outcome = await consumer.deliver({ ...event, delivery });
      if (outcome.kind !== 'retry') return;
      // Stopping: the row stays unsent in its outbox and is delivered again at the next start.
      if (this.stopping) throw new Error('The consumer stopped before the event was handled.');
      await sleep(outcome.delayMs);
    }
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }
}
