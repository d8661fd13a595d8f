import {
  type BeforeApplicationShutdown,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { type BusConfig } from '@vitalsync/config';
import { type DurableEventSubject, isRpcErrorPayload } from '@vitalsync/contracts';
import { type Database } from '@vitalsync/db';
import { sql } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';

import { natsConnectionOptions } from '../bus-options';
import { InProcessBroker } from '../in-process/in-process-broker';
import { DurableConsumer } from './durable-consumer';
import { eventTablesDdl, eventTablesOf, type EventTables } from './event-tables';
import { InProcessConsumers } from './in-process-consumers';
import { InProcessEventHub } from './in-process-event-hub';
import { InProcessPublisher } from './in-process-publisher';
import { ensureEventStream, jetStreamManagerOf, JetStreamPublisher } from './jetstream';
import { JetStreamConsumers } from './jetstream-consumers';
import { Outbox } from './outbox';
import { type DeliveredEvent, type DurableHandler, failureOf } from './outbox-event';
import { OutboxRelay } from './outbox-relay';

const RELAY_POLL_MS = 1_000;
/**
 * Commits within this many milliseconds are sent as one batch: one read and one mark for many rows. Embedded, every
 * query takes PGlite's one connection, so batching matters more there.
 */
const EMBEDDED_WAKE_DELAY_MS = 5;
const DISTRIBUTED_WAKE_DELAY_MS = 2;

/** Thrown at start when NATS runs without JetStream: the service cannot keep its events, so it must not run. */
export class JetStreamMissingError extends Error {
  constructor() {
    super(
      'NATS has no JetStream: start nats-server with -js (JetStream on); events would be lost without it.',
    );
    this.name = 'JetStreamMissingError';
  }
}

// Services of this process by name, so the bus server of a service finds its runtime when it starts listening
// (the server strategy is made before the service's providers exist). On globalThis for the embedded process's
// bundled copies.
const RUNTIMES_KEY = Symbol.for('vitalsync.events.runtimes');
const runtimes = (): Map<string, DurableEvents> => {
  const holder = globalThis as Record<symbol, Map<string, DurableEvents> | undefined>;
  holder[RUNTIMES_KEY] ??= new Map();
  return holder[RUNTIMES_KEY];
};

/** The durable-events runtime of a service of this process, if it has one. */
export const durableEventsOf = (service: string): DurableEvents | undefined => runtimes().get(service);

/**
 * A service's durable events: its outbox and the relay that sends it, and its durable consumers, on JetStream
 * (NATS_URL set) or the embedded hub. Created by EventsModule; the bus server hands it the service's durable
 * handlers when it starts listening.
 */
export class DurableEvents implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly outbox: Outbox;
  private readonly logger: Logger;
  private readonly tables: EventTables;
  private nc: NatsConnection | undefined;
  private relay: OutboxRelay | undefined;
  private consumers: { stop(): Promise<void> } | undefined;

  constructor(
    private readonly service: string,
    private readonly db: Database,
    private readonly bus: BusConfig,
  ) {
    this.logger = new Logger(`Events(${service})`);
    this.tables = eventTablesOf(service);
    this.outbox = new Outbox(service, db, this.tables);
  }

  private get distributed(): boolean {
    return Boolean(this.bus.NATS_URL);
  }

  async onModuleInit(): Promise<void> {
    await this.createTables();
    if (this.distributed) await this.connectStream();
    this.relay = new OutboxRelay({
      service: this.service,
      db: this.db,
      tables: this.tables,
      publisher: this.nc
        ? new JetStreamPublisher(this.nc.jetstream())
        : new InProcessPublisher(InProcessBroker.shared(), InProcessEventHub.shared()),
      logger: this.logger,
      pollMs: RELAY_POLL_MS,
      retryBaseMs: this.bus.EVENTS_RETRY_BASE_MS,
      retentionMs: this.bus.EVENTS_MAX_AGE_DAYS * 86_400_000,
      singleProcess: !this.distributed,
      wakeDelayMs: this.distributed ? DISTRIBUTED_WAKE_DELAY_MS : EMBEDDED_WAKE_DELAY_MS,
    });
    runtimes().set(this.service, this);
  }

  onApplicationBootstrap(): void {
    this.relay?.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (runtimes().get(this.service) === this) runtimes().delete(this.service);
    await this.stopConsumers();
    await this.relay?.stop();
    await this.nc?.drain().catch(() => undefined);
  }

  /** Sends what the outbox holds now and resolves when it is sent (tests, benchmarks). */
  flush(): Promise<void> {
    return this.relay?.flush() ?? Promise.resolve();
  }

  /** Starts the service's durable consumers, one per subject it handles. */
  async startConsumers(handlers: ReadonlyMap<DurableEventSubject, DurableHandler>): Promise<void> {
    const settings = {
      maxDeliveries: this.bus.EVENTS_MAX_DELIVERIES,
      retryBaseMs: this.bus.EVENTS_RETRY_BASE_MS,
    };
    const consumers = new Map(
      [...handlers].map(([subject, handler]) => [
        subject,
        new DurableConsumer(
          `${this.service}:${subject}`,
          handler,
          (consumer, event, error) => this.storeDeadLetter(consumer, event, error),
          settings,
          this.logger,
        ),
      ]),
    );
    if (this.nc) {
      const jetStream = new JetStreamConsumers(this.nc, this.service, this.logger);
      await jetStream.start(consumers);
      this.consumers = jetStream;
    } else {
      const inProcess = new InProcessConsumers(InProcessEventHub.shared());
      inProcess.start(consumers);
      this.consumers = inProcess;
    }
  }

  async stopConsumers(): Promise<void> {
    const consumers = this.consumers;
    this.consumers = undefined;
    await consumers?.stop();
  }

  private async storeDeadLetter(consumer: string, event: DeliveredEvent, error: unknown): Promise<void> {
    await this.db.insert(this.tables.deadLetters).values({
      consumer,
      eventId: event.eventId,
      subject: event.subject,
      payload: JSON.stringify(event.payload ?? null),
      error: deadLetterReason(error),
      deliveries: event.delivery,
    });
  }

  private async createTables(): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Replicas starting together would race on the catalogue.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`vitalsync.events.ddl.${this.service}`}))`,
      );
      for (const statement of eventTablesDdl(this.service)) await tx.execute(sql.raw(statement));
    });
  }

  private async connectStream(): Promise<void> {
    this.nc = await connect({
      ...natsConnectionOptions(this.bus),
      name: `${this.service}-svc-events`,
      waitOnFirstConnect: true,
    });
    const jsm = await jetStreamManagerOf(this.nc).catch(async (error: unknown) => {
      await this.nc?.close();
      throw error;
    });
    await ensureEventStream(jsm, {
      maxAgeDays: this.bus.EVENTS_MAX_AGE_DAYS,
      replicas: this.bus.EVENTS_STREAM_REPLICAS,
    });
  }
}

/** What a dead letter keeps of the failure: its kind and the RPC message (ours, never the payload's words). */
const deadLetterReason = (raised: unknown): string => {
  const error = failureOf(raised);
  if (typeof error === 'object' && error !== null) {
    if (isRpcErrorPayload(error)) return `code ${error.code}: ${error.message}`;
    const { name } = error as { name?: unknown };
    return typeof name === 'string' ? name : 'unknown error';
  }
  return 'unknown error';
};
