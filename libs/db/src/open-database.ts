import { type PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import { processMetrics } from '@vitalsync/backend';
import { type ServiceName } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';

import { type Database, type OpenedDatabase } from './database';
import { migrateService } from './migrate-service';
import { countQueriesInFlight } from './pglite-in-flight';
import { PglitePreparedStatements } from './pglite-statements';
import { assertTablesInServiceSchema } from './service-schema';
import { acquireSharedPglite } from './shared-pglite';

export interface OpenDatabaseOptions {
  service: ServiceName;
  /** The service's drizzle tables (all in `pgSchema(service)`). */
  schema: Record<string, unknown>;
  migrationsFolder: string;
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Root data folder (DATA_DIR): PGlite lives in `<dataDir>/db`; needed without `url`. */
  dataDir?: string;
}

const logger = new Logger('Database');

/** The messages of an error and its causes: drizzle's "Failed query" wrapper hides the PostgreSQL reason. */
function describeError(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current !== undefined && messages.length < 5;) {
    messages.push(current instanceof Error ? current.message.replace(/\s+/g, ' ').trim() : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(' <- ');
}

function idempotent(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function openPostgres(options: OpenDatabaseOptions & { url: string }): Promise<OpenedDatabase> {
  const pool = new Pool({
    connectionString: options.url,
    application_name: `vitalsync-${options.service}`,
    // A dead server must turn into a failed query (and a "down" health reply), not a request that hangs.
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener, an idle client's error (server restart, network cut) would crash the process. The pool
  // drops that client and opens new ones when asked, so the service reconnects by itself: an outage, not a bug.
  pool.on('error', (error) => logger.warn(`PostgreSQL pool of ${options.service}: ${error.message}`));
  // A client checked out of the pool (a transaction) has no pool listener: its connection failing would emit an
  // 'error' nobody hears, which crashes the process. The query in progress fails with the cause (the request
  // answers 503), and the pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      logger.debug(`PostgreSQL connection of ${options.service} failed: ${error.message}`),
    );
  });
  const untrack = processMetrics().trackPool(options.service, pool);
  const db: Database = drizzleNodePg({ client: pool, schema: options.schema });
  return {
    db,
    close: idempotent(() => {
      untrack();
      return pool.end();
    }),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (!options.dataDir) throw new Error(`The embedded database of ${options.service} needs a data folder.`);
  const shared = await acquireSharedPglite(options.dataDir);
  // drizzle's PGlite driver calls only `query` and `transaction`, which the prepared-statement client provides.
  const client = countQueriesInFlight(
    new PglitePreparedStatements(shared.pglite),
    processMetrics().dbQueriesInFlight.labels({ service: options.service }),
  ) as unknown as PGlite;
  const db: Database = drizzlePglite({ client, schema: options.schema });
  return { db, close: idempotent(() => shared.release()) };
}

/**
 * Opens a service's database (node-postgres pool when `url` is set, else the process's shared PGlite) and applies
 * the service's migrations before returning.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  assertTablesInServiceSchema(options.service, options.schema);
  const opened = options.url
    ? await openPostgres({ ...options, url: options.url })
    : await openPglite(options);
  try {
    await migrateService(opened.db, options.service, options.migrationsFolder);
  } catch (error) {
    await opened.close();
    throw new Error(
      `Migrating the "${options.service}" database from ${options.migrationsFolder} failed: ${describeError(error)}`,
      { cause: error },
    );
  }
  return opened;
}

/** True when the database answers `select 1`. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
