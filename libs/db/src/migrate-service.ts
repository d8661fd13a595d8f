import { createHash } from 'node:crypto';

import { type ServiceName } from '@vitalsync/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

import { type Database } from './database';

/** drizzle's bookkeeping table, same name and columns, kept in the service's own schema. */
const MIGRATIONS_TABLE = '__drizzle_migrations';
/** First key of the advisory lock that serialises migrators of one service (replicas starting together). */
const MIGRATION_LOCK_CLASS = 0x56534442;

interface AppliedRow {
  created_at: string | number | bigint | null;
}

async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw SQL with `{ rows }`; the shared Database type leaves it unknown.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const lockKey = (service: ServiceName): number =>
  createHash('sha256').update(service).digest().readInt32BE(0);

/** drizzle-kit writes `CREATE SCHEMA "x";` (never IF NOT EXISTS) when the schema file exports its pgSchema. */
const CREATE_SCHEMA = /^\s*CREATE SCHEMA ("(?:[^"]|"")+");?\s*$/i;

const idempotentSchemaCreation = (statement: string): string =>
  statement.replace(CREATE_SCHEMA, (_match, name: string) => `CREATE SCHEMA IF NOT EXISTS ${name};`);

/**
 * Applies the service's pending drizzle-kit migrations in one transaction, with drizzle's bookkeeping table in the
 * service's own schema.
 *
 * drizzle's own migrator cannot do that: it creates the bookkeeping schema first, and the first migration's
 * `CREATE SCHEMA "<service>"` then fails (drizzle-orm issue #5274). Here that one statement is made idempotent.
 * The whole run is one transaction (a failed migration leaves nothing behind), and an advisory lock makes replicas
 * that start at once migrate one after the other instead of racing on the same DDL.
 */
export async function migrateService(
  db: Database,
  service: ServiceName,
  migrationsFolder: string,
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const table = sql`${sql.identifier(service)}.${sql.identifier(MIGRATIONS_TABLE)}`;

  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_CLASS}::int, ${lockKey(service)}::int)`,
    );
    await tx.execute(sql`create schema if not exists ${sql.identifier(service)}`);
    await tx.execute(
      sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const [last] = await rows<AppliedRow>(
      tx,
      sql`select created_at from ${table} order by created_at desc limit 1`,
    );
    const lastApplied = last?.created_at == null ? -1 : Number(last.created_at);

    const pending = migrations.filter((migration) => migration.folderMillis > lastApplied);
    for (const migration of pending) {
      for (const statement of migration.sql) {
        if (statement.trim() !== '') {
          await tx.execute(sql.raw(idempotentSchemaCreation(statement)));
        }
      }
      await tx.execute(
        sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    return pending.length;
  });
}
