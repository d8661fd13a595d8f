import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The drizzle database every service receives. Both the PGlite and the node-postgres drizzle instances are
 * this type, so repositories never know which engine runs underneath.
 */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Injection token of a service's `Database` (provided by `DbModule.forService`). */
export const DRIZZLE: unique symbol = Symbol.for('vitalsync.db.drizzle');

/** A database opened by `openDatabase`; `close` is idempotent. */
export interface OpenedDatabase {
  db: Database;
  close(): Promise<void>;
}
