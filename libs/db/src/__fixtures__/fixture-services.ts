import { join } from 'node:path';

import { type SQL } from 'drizzle-orm';

import { type Database } from '../database';
import { authNotes } from './auth-notes.schema';
import { chatNotes, chatSchema } from './chat-notes.schema';

const migrations = join(__dirname, 'migrations');

/** Service "auth": two migrations (the second adds notes.tag); its schema file does not export its pgSchema. */
export const authFixture = {
  service: 'auth',
  schema: { authNotes },
  migrationsFolder: join(migrations, 'auth'),
} as const;

/** Service "auth" before its second migration. */
export const authV1Fixture = { ...authFixture, migrationsFolder: join(migrations, 'auth-v1') } as const;

/** Service "chat": one migration, starting with drizzle-kit's `CREATE SCHEMA "chat"`. */
export const chatFixture = {
  service: 'chat',
  schema: { chatSchema, chatNotes },
  migrationsFolder: join(migrations, 'chat'),
} as const;

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
