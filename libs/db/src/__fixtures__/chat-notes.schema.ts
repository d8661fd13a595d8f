import { pgSchema, serial, text } from 'drizzle-orm/pg-core';

/** Exported, so drizzle-kit's migration starts with `CREATE SCHEMA "chat"` (the auth fixture's does not). */
export const chatSchema = pgSchema('chat');

/** A service "chat" with one table, for the library's own tests. */
export const chatNotes = chatSchema.table('notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
});
