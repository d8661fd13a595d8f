import { REQUEST_ID_HEADER } from '@vitalsync/backend';
import { DURABLE_EVENT_SUBJECTS, EVENT_ID_HEADER } from '@vitalsync/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  headers as natsHeaders,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  nanos,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from 'nats';

import { type EventPublisher } from './event-publisher';
import { type OutboxEvent } from './outbox-event';

/** Thrown at start when NATS runs without JetStream: the service cannot keep its events, so it must not run. */
export class JetStreamMissingError extends Error {
  constructor() {
    super(
      'NATS has no JetStream: start nats-server with -js (JetStream on); events would be lost without it.',
    );
    this.name = 'JetStreamMissingError';
  }
}

/** The connection's JetStream manager; JetStreamMissingError when the server has JetStream off. */
export const jetStreamManagerOf = async (nc: NatsConnection): Promise<JetStreamManager> => {
  try {
    return await nc.jetstreamManager();
  } catch {
    throw new JetStreamMissingError();
  }
};

/** The one stream that keeps every durable event of the system. */
export const EVENT_STREAM = 'VITALSYNC_EVENTS';

/** A relay that resends an event within this window is dropped by the stream (same message id). */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/**
 * How long the stream waits for an acknowledgement before delivering an event again. Short, since an ack lost with
 * the connection holds every later event of the consumer (one in flight) until then; a handler that takes longer
 * (a model call) tells the stream it is still working every half of it.
 */
export const ACK_WAIT_MS = 10_000;
const PUBLISH_TIMEOUT_MS = 2_000;

export interface EventStreamSettings {
  maxAgeDays: number;
  replicas: number;
}

const streamConfig = ({ maxAgeDays, replicas }: EventStreamSettings): Partial<StreamConfig> => ({
  name: EVENT_STREAM,
  subjects: [...DURABLE_EVENT_SUBJECTS],
  storage: StorageType.File,
  retention: RetentionPolicy.Limits,
  max_age: nanos(maxAgeDays * 86_400_000),
  duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  num_replicas: replicas,
});

const sameSubjects = (a: readonly string[] = [], b: readonly string[] = []): boolean =>
  a.length === b.length && a.every((subject) => b.includes(subject));

/** Creates the stream, or brings an existing one to this version's subjects and age; safe from every service. */
export const ensureEventStream = async (
  jsm: JetStreamManager,
  settings: EventStreamSettings,
): Promise<void> => {
  const wanted = streamConfig(settings);
  for (let attempt = 1; ; attempt++) {
    try {
      const info = await jsm.streams.info(EVENT_STREAM).catch(() => undefined);
      if (!info) {
        await jsm.streams.add(wanted);
      } else if (
        !sameSubjects(info.config.subjects, wanted.subjects) ||
        info.config.max_age !== wanted.max_age
      ) {
        await jsm.streams.update(EVENT_STREAM, {
          ...info.config,
          subjects: wanted.subjects,
          max_age: wanted.max_age,
        });
      }
      return;
    } catch (error) {
      // Another service created or updated it at the same moment: look again.
      if (attempt >= 3) throw error;
    }
  }
};

/** The durable consumer's name: one per consuming service and subject, shared by that service's replicas. */
export const durableNameOf = (service: string, subject: string): string =>
  `${service}-${subject.replace(/[.*>]/g, '_')}`;

/**
 * Creates a service's durable consumer of one subject if it is missing. One event in flight at a time keeps a
 * consumer's events in order; redelivery after a failure is timed by the consumer (nak with a delay).
 */
export const ensureDurableConsumer = async (
  jsm: JetStreamManager,
  service: string,
  subject: string,
): Promise<string> => {
  const durable = durableNameOf(service, subject);
  const existing = await jsm.consumers.info(EVENT_STREAM, durable).catch(() => undefined);
  if (existing && existing.config.ack_wait !== nanos(ACK_WAIT_MS)) {
    await jsm.consumers.update(EVENT_STREAM, durable, { ack_wait: nanos(ACK_WAIT_MS) });
  }
  if (!existing) {
    try {
      await jsm.consumers.add(EVENT_STREAM, {
        durable_name: durable,
        filter_subject: subject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        max_ack_pending: 1,
        ack_wait: nanos(ACK_WAIT_MS),
        max_deliver: -1,
      });
    } catch (error) {
      // A replica created it first.
      if (!(await jsm.consumers.info(EVENT_STREAM, durable).catch(() => undefined))) throw error;
    }
  }
  return durable;
};

const encoder = new TextEncoder();

/** Distributed: an outbox row goes to the stream (which drops a resend by its id) and to live listeners. */
export class JetStreamPublisher implements EventPublisher {
  constructor(private readonly js: JetStreamClient) {}

  async publish(event: OutboxEvent): Promise<void> {
    const headers = natsHeaders();
    headers.set(EVENT_ID_HEADER, event.eventId);
    if (event.requestId) headers.set(REQUEST_ID_HEADER, event.requestId);
    // Nest's NATS packet, so the gateways' listeners read it as any event.
    const data = encoder.encode(JSON.stringify({ pattern: event.subject, data: event.payload }));
    await this.js.publish(event.subject, data, {
      msgID: event.eventId,
      headers,
      timeout: PUBLISH_TIMEOUT_MS,
    });
  }
}
