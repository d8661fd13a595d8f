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
    const waking = this.waiters;
    this.waiters = [];
    for (const wake of waking) wake();
  }

  /**
   * The first recorded event of the subject that matches, waiting for it if need be. `from` skips the events
   * recorded before that index (`events.length` taken before an action): what the action caused, told apart from
   * earlier events of the same shape without comparing timestamps.
   */
  async next<S extends EventSubject>(
    subject: S,
    matches: (payload: EventPayload<S>) => boolean,
    from = 0,
  ): Promise<EventPayload<S>> {
    for (;;) {
      const found = this.events
        .slice(from)
        .find((event) => event.subject === subject && matches(event.payload as EventPayload<S>));
      if (found) return found.payload as EventPayload<S>;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}
