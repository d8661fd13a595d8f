import { type LoggerService } from '@nestjs/common';
import { processMetrics } from '@vitalsync/backend';
import { type Database } from '@vitalsync/db';
import { and, asc, count, inArray, isNull, isNotNull, lt, min, sql } from 'drizzle-orm';

import { retryDelayMs } from './backoff';
import { type EventPublisher } from './event-publisher';
import { type EventTables } from './event-tables';
import { type OutboxEvent } from './outbox-event';
import { type Transaction } from './outbox';
import { onOutboxCommit } from './outbox-signal';

export interface OutboxRelayOptions {
  service: string;
  db: Database;
  tables: EventTables;
  publisher: EventPublisher;
  logger: Pick<LoggerService, 'log' | 'warn'>;
  /** How often it looks without being woken (rows a crashed process left, a missed wake). */
  pollMs: number;
  /** First wait after a failed publish; doubles up to 30 s while the failures go on. */
  retryBaseMs: number;
  /** Sent rows older than this are deleted. */
  retentionMs: number;
  batchSize?: number;
  /** Embedded: this process is the only one sending this outbox (no lock, no transaction around the sends). */
  singleProcess: boolean;
  /**
   * How long a wake waits before sending, so commits close together go out in one batch (one read and one mark
   * for many rows): what keeps a busy embedded process, where every query takes PGlite's one connection, fast.
   */
  wakeDelayMs?: number;
}

interface BatchOutcome {
  sent: number;
  failure?: unknown;
}

const DEFAULT_BATCH = 100;
const PRUNE_EVERY_POLLS = 60;

/**
 * Sends a service's outbox rows, oldest first, and marks them sent. One relay of a service works at a time (an
 * advisory lock), so the stream gets each service's events in commit order; rows a crashed relay sent but did not
 * mark go out again with the same id, which the stream drops. Woken after each commit, and polling besides, so
 * rows left by a crash go out at the next start. A broker that is away delays events, never loses them.
 */
export class OutboxRelay {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private failures = 0;
  private polls = 0;
  private poller: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private readonly lockKey: string;
  private readonly batchSize: number;
  private wakeTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;
  private readonly wake = (): void => {
    const delay = this.options.wakeDelayMs ?? 0;
    if (delay === 0) return this.kick();
    if (this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      this.kick();
    }, delay);
  };

  constructor(private readonly options: OutboxRelayOptions) {
    this.lockKey = `vitalsync.outbox.${options.service}`;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopListening = onOutboxCommit(this.options.service, this.wake);
    this.poller = setInterval(() => this.onPoll(), this.options.pollMs);
    this.poller.unref();
    this.kick();
  }

  /** Stops sending; resolves when the batch under way has finished (sent and marked, or rolled back). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearInterval(this.poller);
    clearTimeout(this.retry);
    clearTimeout(this.wakeTimer);
    await this.running;
  }

  /** Sends everything waiting now; for tests and the embedded start, which want to know when it is done. */
  async flush(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again && !this.stopped && this.retry === undefined) {
        this.again = false;
        this.kick();
      }
    });
  }

  private onPoll(): void {
    this.polls += 1;
    void this.measure();
    if (this.polls % PRUNE_EVERY_POLLS === 0) void this.prune();
    if (this.retry === undefined) this.kick();
  }

  private async drain(): Promise<void> {
    this.again = false;
    for (;;) {
      let sent: number;
      try {
        sent = await this.sendBatch();
      } catch (error) {
        this.failed(error);
        return;
      }
      if (this.failures > 0) {
        this.options.logger.log(`The outbox of ${this.options.service} is being sent again`);
        this.failures = 0;
      }
      if (sent < this.batchSize || this.stopped) return;
    }
  }

  private failed(error: unknown): void {
    this.failures += 1;
    // One line per outage, not one per attempt: the broker or the database being away is expected, not a bug.
    if (this.failures === 1)
      this.options.logger.warn(
        `The outbox of ${this.options.service} cannot be sent for now (${errorName(error)}); retrying`,
      );
    const delay = retryDelayMs(this.failures, this.options.retryBaseMs, 30_000);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.kick();
    }, delay);
    this.retry.unref();
  }

  /**
   * Sends up to one batch; returns how many it sent. Over PostgreSQL, in one transaction holding the service's
   * relay lock (replicas take turns). Embedded, without: the process holds the only relay of each service, and a
   * transaction held open on PGlite's one connection would shut out the consumers the rows are delivered to.
   */
  private async sendBatch(): Promise<number> {
    const { db } = this.options;
    let outcome: BatchOutcome = { sent: 0 };
    if (this.options.singleProcess) {
      outcome = await this.sendRows(db);
    } else {
      await db.transaction(async (tx) => {
        const lock = await tx.execute<{ locked: boolean }>(
          sql`select pg_try_advisory_xact_lock(hashtext(${this.lockKey})) as locked`,
        );
        if (rowsOf<{ locked: boolean }>(lock)[0]?.locked) outcome = await this.sendRows(tx);
      });
    }
    if (outcome.failure !== undefined) throw outcome.failure;
    return outcome.sent;
  }

  private async sendRows(queries: Database | Transaction): Promise<BatchOutcome> {
    const { outbox } = this.options.tables;
    const rows = await queries
      .select()
      .from(outbox)
      .where(isNull(outbox.publishedAt))
      .orderBy(asc(outbox.id))
      .limit(this.batchSize);
    const metrics = processMetrics();
    const sentIds: number[] = [];
    let failure: unknown;
    for (const row of rows) {
      const event = {
        eventId: row.eventId,
        subject: row.subject,
        payload: row.payload,
        ...(row.requestId ? { requestId: row.requestId } : {}),
      } as OutboxEvent;
      try {
        await this.options.publisher.publish(event);
      } catch (error) {
        failure = error;
        break;
      }
      sentIds.push(row.id);
      metrics.outboxPublishLatency.observe(
        { service: this.options.service },
        Math.max(0, Date.now() - row.createdAt.getTime()) / 1000,
      );
    }
    if (sentIds.length > 0)
      await queries.update(outbox).set({ publishedAt: new Date() }).where(inArray(outbox.id, sentIds));
    return failure === undefined ? { sent: sentIds.length } : { sent: sentIds.length, failure };
  }

  private async measure(): Promise<void> {
    const { db, tables, service } = this.options;
    try {
      const [waiting] = await db
        .select({ rows: count(), oldest: min(tables.outbox.createdAt) })
        .from(tables.outbox)
        .where(isNull(tables.outbox.publishedAt));
      const metrics = processMetrics();
      metrics.outboxWaiting.set({ service }, waiting?.rows ?? 0);
      const oldest = waiting?.oldest ? new Date(waiting.oldest).getTime() : undefined;
      metrics.outboxOldestAge.set(
        { service },
        oldest === undefined ? 0 : Math.max(0, Date.now() - oldest) / 1000,
      );
    } catch {
      // The database is away: the relay's own attempts say so.
    }
  }

  private async prune(): Promise<void> {
    const { db, tables } = this.options;
    const before = new Date(Date.now() - this.options.retentionMs);
    try {
      await db
        .delete(tables.outbox)
        .where(and(isNotNull(tables.outbox.publishedAt), lt(tables.outbox.publishedAt, before)));
    } catch {
      // Next time.
    }
  }
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** The kind of a failure, for a log line: never its message, which may quote a payload. */
const errorName = (error: unknown): string =>
  error instanceof Error ? ((error as { code?: string }).code ?? error.name) : 'unknown error';
