import { currentRequestId } from '@vitalsync/backend';
import { type DurableEventSubject, type EventPayload } from '@vitalsync/contracts';
import { type Database } from '@vitalsync/db';
import { sql } from 'drizzle-orm';

import { eventTablesDdl, eventTablesOf, type EventTables } from './event-tables';
import { wakeRelayOf } from './outbox-signal';

/** A transaction of a service's database, as drizzle hands it to `db.transaction(work)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One event to store, typed by its subject. */
export type OutboxEntry = {
  [S in DurableEventSubject]: { subject: S; payload: EventPayload<S> };
}[DurableEventSubject];

/** What a transaction can announce: each call adds one event to the outbox, committed or dropped with the change. */
export interface EventSink {
  add<S extends DurableEventSubject>(subject: S, payload: EventPayload<S>): Promise<void>;
  addAll(entries: readonly OutboxEntry[]): Promise<void>;
}

/**
 * A service's outbox: the only way a state-changing event leaves a service. Events are rows written in the
 * transaction of the change they announce, so a change is never stored without its event nor the other way
 * round; the relay sends them after the commit, however long the broker is away.
 */
export class Outbox {
  constructor(
    private readonly service: string,
    private readonly db: Database,
    private readonly tables: EventTables,
  ) {}

  /** Runs `work` in one transaction with a sink for its events, and wakes the relay once it committed. */
  async transaction<T>(work: (tx: Transaction, events: EventSink) => Promise<T>): Promise<T> {
    let added = 0;
    const result = await this.db.transaction((tx) => {
      const add = async <S extends DurableEventSubject>(subject: S, payload: EventPayload<S>) => {
        await this.append(tx, subject, payload);
        added += 1;
      };
      return work(tx, {
        add,
        addAll: async (entries) => {
          for (const entry of entries) await add(entry.subject, entry.payload);
        },
      });
    });
    if (added > 0) this.committed();
    return result;
  }

  /**
   * The insert of `entries`, to run inside the statement of the change they announce (a data-modifying `WITH`):
   * one statement is its own transaction, so a hot path saves the round trips of BEGIN and COMMIT. Call
   * committed() once it succeeded.
   */
  insertOf(db: Database, entries: readonly OutboxEntry[]) {
    const requestId = currentRequestId() ?? null;
    return db
      .insert(this.tables.outbox)
      .values(entries.map((entry) => ({ subject: entry.subject, payload: entry.payload, requestId })))
      .returning({ id: this.tables.outbox.id });
  }

  /** Adds an event inside a transaction the caller runs; call committed() after it commits. */
  async append<S extends DurableEventSubject>(
    tx: Transaction,
    subject: S,
    payload: EventPayload<S>,
  ): Promise<void> {
    await tx.insert(this.tables.outbox).values({ subject, payload, requestId: currentRequestId() ?? null });
  }

  /** Wakes the relay: rows were committed. */
  committed(): void {
    wakeRelayOf(this.service);
  }
}

/** An outbox over a database whose event tables it creates first: for repositories built by hand (tests, tools). */
export const openOutbox = async (service: string, db: Database): Promise<Outbox> => {
  for (const statement of eventTablesDdl(service)) await db.execute(sql.raw(statement));
  return new Outbox(service, db, eventTablesOf(service));
};
