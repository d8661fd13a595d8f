import { pgSchema, serial, text } from 'drizzle-orm/pg-core';

/** A service "auth" with one table, for the library's own tests; `tag` came with its second migration. */
export const authNotes = pgSchema('auth').table('notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  tag: text('tag'),
});
