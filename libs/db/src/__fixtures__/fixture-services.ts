import { join } from 'node:path';

import { type SQL } from 'drizzle-orm';

import { type Database } from '../database';
import { authNotes } from './auth-notes.schema';
import { chatNotes, chatSchema } from './chat-notes.schema';

/** MIGRATIONS_ROOT of the fixtures: one folder per fixture service, as the apps' bundles carry theirs. */
export const FIXTURE_MIGRATIONS_ROOT = join(__dirname, 'migrations');

/** Service "auth": two migrations (the second adds notes.tag); its schema file does not export its pgSchema. */
export const authFixture = {
  service: 'auth',
  schema: { authNotes },
  migrationsFolder: join(FIXTURE_MIGRATIONS_ROOT, 'auth'),
} as const;

/** Service "auth" before its second migration. */
export const authV1Fixture = {
  ...authFixture,
  migrationsFolder: join(FIXTURE_MIGRATIONS_ROOT, 'auth-v1'),
} as const;

/** Service "chat": one migration, starting with drizzle-kit's `CREATE SCHEMA "chat"`. */
export const chatFixture = {
  service: 'chat',
  schema: { chatSchema, chatNotes },
  migrationsFolder: join(FIXTURE_MIGRATIONS_ROOT, 'chat'),
} as const;

/** DbModule's options for the fixture services: migrations found under FIXTURE_MIGRATIONS_ROOT. */
export const authModuleFixture = { service: 'auth', schema: authFixture.schema, migrations: 'auth' } as const;
export const chatModuleFixture = { service: 'chat', schema: chatFixture.schema, migrations: 'chat' } as const;

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
