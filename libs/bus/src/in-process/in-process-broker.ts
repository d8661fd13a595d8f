/** What a server registers on one subject; `headers` are a message's serialized headers, as NATS carries them. */
export interface BrokerSubscriber {
  /** Handles a request; `reply` may be called several times (streamed replies) until the caller lets go. */
  onRequest(subject: string, raw: string, reply: (raw: string) => void, headers?: string): void;
  onEvent(subject: string, raw: string, headers?: string): void;
}

/** What the caller of a request hears back: a serialized reply packet, or that nobody listens on the subject. */
export type BrokerReply = { kind: 'reply'; raw: string } | { kind: 'no-responders' };

/**
 * The message router of the embedded mode, shared by every Nest app of the process. It behaves like a NATS
 * server with one queue group per service: a request goes to one subscriber of its subject (round robin), an
 * event to every subscriber, and a request nobody subscribes to is answered "no responders" at once.
 * Delivery is always asynchronous, as over a network, so a caller never runs a handler on its own stack.
 */
export class InProcessBroker {
  private static sharedBroker: InProcessBroker | undefined;

  private readonly subscribers = new Map<string, readonly BrokerSubscriber[]>();
  private readonly nextPick = new Map<string, number>();

  /** The broker every server and client of this process uses unless told otherwise. */
  static shared(): InProcessBroker {
    InProcessBroker.sharedBroker ??= new InProcessBroker();
    return InProcessBroker.sharedBroker;
  }

  /** Registers a subscriber on a subject; the returned function removes it again. */
  subscribe(subject: string, subscriber: BrokerSubscriber): () => void {
    this.subscribers.set(subject, [...(this.subscribers.get(subject) ?? []), subscriber]);
    return () => {
      const remaining = (this.subscribers.get(subject) ?? []).filter((candidate) => candidate !== subscriber);
      if (remaining.length > 0) {
        this.subscribers.set(subject, remaining);
      } else {
        this.subscribers.delete(subject);
        this.nextPick.delete(subject);
      }
    };
  }

  /** Sends a request to one subscriber; the returned function stops delivery of replies (the caller let go). */
  request(subject: string, raw: string, onReply: (reply: BrokerReply) => void, headers?: string): () => void {
    let open = true;
    queueMicrotask(() => {
      if (!open) return;
      const target = this.pick(subject);
      if (!target) {
        open = false;
        onReply({ kind: 'no-responders' });
        return;
      }
      target.onRequest(
        subject,
        raw,
        (reply) => {
          if (open) onReply({ kind: 'reply', raw: reply });
        },
        headers,
      );
    });
    return () => {
      open = false;
    };
  }

  /** Delivers an event to every subscriber of its subject; nobody listening is not an error, as on NATS. */
  publish(subject: string, raw: string, headers?: string): void {
    queueMicrotask(() => {
      for (const subscriber of this.subscribers.get(subject) ?? []) subscriber.onEvent(subject, raw, headers);
    });
  }

  /** Forgets every subscription, for tests that must not see each other's servers. */
  reset(): void {
    this.subscribers.clear();
    this.nextPick.clear();
  }

  private pick(subject: string): BrokerSubscriber | undefined {
    const candidates = this.subscribers.get(subject);
    if (!candidates || candidates.length === 0) return undefined;
    const index = (this.nextPick.get(subject) ?? 0) % candidates.length;
    this.nextPick.set(subject, index + 1);
    return candidates[index];
  }
}
