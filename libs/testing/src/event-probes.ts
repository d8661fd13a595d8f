import { randomUUID } from 'node:crypto';

import { EVENT_ID_HEADER } from '@vitalsync/contracts';
import { connect, headers as natsHeaders, type NatsConnection } from 'nats';
import { Client } from 'pg';

/**
 * Runs one query on a service's PostgreSQL database (its URL as the system was started with) and returns the
 * rows: tests of the event machinery read outboxes, dead letters and versions the API does not show.
 */
export const queryDatabase = async <T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

/** The stream every durable event goes to (libs/bus/src/events/jetstream.ts). */
export const EVENT_STREAM_NAME = 'VITALSYNC_EVENTS';

/** Nest's NATS packet, as the relays publish an outbox row: `{"pattern": subject, "data": payload}`. */
export const eventPacket = (subject: string, payload: unknown): Uint8Array =>
  new TextEncoder().encode(JSON.stringify({ pattern: subject, data: payload }));

export interface RawEventOptions {
  /** The `vs-event-id` header (the outbox row's id); a fresh uuid unless given. */
  eventId?: string;
  /** JetStream's message id (the stream drops a second publish of it); the event id unless given. */
  msgId?: string;
}

/**
 * A connection of the test's own to the system's NATS, to publish events as a relay would (JetStream, with the
 * event id as message id and header) or as a core publish with the same header.
 */
export class EventBroker {
  private constructor(readonly nc: NatsConnection) {}

  static async connect(natsUrl: string): Promise<EventBroker> {
    return new EventBroker(await connect({ servers: natsUrl, name: 'e2e-event-broker' }));
  }

  /** Publishes to the stream and resolves once the stream answered (its ack says whether it was a duplicate). */
  async publishDurable(
    subject: string,
    payload: unknown,
    { eventId = randomUUID(), msgId = eventId }: RawEventOptions = {},
  ): Promise<{ eventId: string; duplicate: boolean }> {
    const headers = natsHeaders();
    headers.set(EVENT_ID_HEADER, eventId);
    const ack = await this.nc
      .jetstream()
      .publish(subject, eventPacket(subject, payload), { msgID: msgId, headers, timeout: 10_000 });
    return { eventId, duplicate: ack.duplicate };
  }

  /** A core NATS publish (what only live listeners hear), flushed to the server. */
  async publishCore(subject: string, payload: unknown, eventId: string): Promise<void> {
    const headers = natsHeaders();
    headers.set(EVENT_ID_HEADER, eventId);
    this.nc.publish(subject, eventPacket(subject, payload), { headers });
    await this.nc.flush();
  }

  /** The stream's subjects now. */
  async streamSubjects(): Promise<string[]> {
    const jsm = await this.nc.jetstreamManager();
    return (await jsm.streams.info(EVENT_STREAM_NAME)).config.subjects ?? [];
  }

  /**
   * Sets the stream's subjects: leaving one out makes every JetStream publish of it fail (no stream takes it)
   * while requests over core NATS go on, the way a broker that cannot store events behaves for a relay.
   */
  async setStreamSubjects(subjects: string[]): Promise<void> {
    const jsm = await this.nc.jetstreamManager();
    const info = await jsm.streams.info(EVENT_STREAM_NAME);
    await jsm.streams.update(EVENT_STREAM_NAME, { ...info.config, subjects });
  }

  async close(): Promise<void> {
    await this.nc.close();
  }
}
