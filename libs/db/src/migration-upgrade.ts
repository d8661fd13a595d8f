import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Database } from './database';
import { openDatabase, type OpenDatabaseOptions } from './open-database';
import { createTestDatabaseLocation, type DatabaseEngine } from './test-database';

export interface UpgradeFromFirstMigration<T> extends Pick<
  OpenDatabaseOptions,
  'service' | 'schema' | 'migrationsFolder'
> {
  /** Writes rows as the schema of the first migration holds them. */
  seed(db: Database): Promise<void>;
  /** Reads what the later migrations made of those rows. */
  read(db: Database): Promise<T>;
}

/** A temporary copy of a migrations folder whose journal stops after the first migration. */
async function firstMigrationOnly(migrationsFolder: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitalsync-first-migration-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  return folder;
}

/**
 * For tests of data migrations: a fresh database of the engine at the service's first migration, `seed` on it,
 * then every migration of the folder, and what `read` finds there. Rows written by the first schema are the
 * ones a deployed database already holds when the later migrations reach it.
 */
export async function readAfterUpgradeFromFirstMigration<T>(
  engine: DatabaseEngine,
  { seed, read, ...database }: UpgradeFromFirstMigration<T>,
): Promise<T> {
  const location = await createTestDatabaseLocation(engine);
  const firstOnly = await firstMigrationOnly(database.migrationsFolder);
  const open = (migrationsFolder: string) =>
    openDatabase({ ...database, migrationsFolder, url: location.url, dataDir: location.dataDir });
  try {
    const before = await open(firstOnly);
    try {
      await seed(before.db);
    } finally {
      await before.close();
    }
    const after = await open(database.migrationsFolder);
    try {
      return await read(after.db);
    } finally {
      await after.close();
    }
  } finally {
    await rm(firstOnly, { recursive: true, force: true });
    await location.dispose();
  }
}
