import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

import { type OpenedDatabase } from './database';
import { openDatabase, type OpenDatabaseOptions } from './open-database';

export type DatabaseEngine = 'pglite' | 'postgres';

/** Engines integration tests run against: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export function testDatabaseEngines(env: NodeJS.ProcessEnv = process.env): DatabaseEngine[] {
  return env['DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One Jest suite per engine (`%s` in the title names it): on PGlite always; on PostgreSQL when DATABASE_URL is
 * set, else registered as skipped, so a run without PostgreSQL counts those tests as skipped, never as passed.
 */
export function describeEachEngine(
  title: string,
  suite: (engine: DatabaseEngine) => void,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const available = testDatabaseEngines(env);
  for (const engine of ['pglite', 'postgres'] as const) {
    (available.includes(engine) ? describe : describe.skip)(title.replace('%s', engine), () => suite(engine));
  }
}

/** Where a test's database lives: pass `url` and `dataDir` to `openDatabase`; `dispose` throws it away. */
export interface TestDatabaseLocation {
  engine: DatabaseEngine;
  url?: string;
  dataDir?: string;
  dispose(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database that exists for one test: a PGlite data folder in a new temporary folder, or a new PostgreSQL
 * database on DATABASE_URL's server. CI reuses that server and runs test projects in parallel, so tests must not
 * share the schemas named after services in DATABASE_URL's own database.
 */
export async function createTestDatabaseLocation(
  engine: DatabaseEngine,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TestDatabaseLocation> {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitalsync-db-'));
    return { engine, dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }

  const baseUrl = env['DATABASE_URL'];
  if (!baseUrl) {
    throw new Error('A PostgreSQL test database needs DATABASE_URL');
  }
  const name = `vitalsync_test_${randomUUID().replaceAll('-', '')}`;
  await withClient(baseUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    url: url.toString(),
    dispose: async () => {
      await withClient(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** `openDatabase` on a fresh test location; `close` also throws the database away. */
export async function openTestDatabase(
  engine: DatabaseEngine,
  options: Pick<OpenDatabaseOptions, 'service' | 'schema' | 'migrationsFolder'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OpenedDatabase> {
  const location = await createTestDatabaseLocation(engine, env);
  try {
    const opened = await openDatabase({ ...options, url: location.url, dataDir: location.dataDir });
    return {
      db: opened.db,
      close: async () => {
        await opened.close();
        await location.dispose();
      },
    };
  } catch (error) {
    await location.dispose();
    throw error;
  }
}
