import { type EventPayload, type EventSubject } from '@vitalsync/contracts';

export interface RecordedEvent {
  subject: string;
  payload: unknown;
}

/** Every event a test heard, and a way to wait for one (the Jest timeout bounds the wait). */
export class EventInbox {
  readonly events: RecordedEvent[] = [];
  private waiters: Array<() => void> = [];

  record(subject: string, payload: unknown): void {
    this.events.push({ subject, payload });
    for (const wake of this.waiters) wake();
  }

  async next<S extends EventSubject>(
    subject: S,
    matches: (payload: EventPayload<S>) => boolean,
  ): Promise<EventPayload<S>> {
    for (;;) {
      const found = this.events.find(
        (event) => event.subject === subject && matches(event.payload as EventPayload<S>),
      );
      if (found) return found.payload as EventPayload<S>;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
      this.waiters = [];
    }
  }
}
