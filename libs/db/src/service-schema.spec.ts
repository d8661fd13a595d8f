import { integer, pgSchema, pgTable } from 'drizzle-orm/pg-core';

import { assertTablesInServiceSchema } from './service-schema';

describe('assertTablesInServiceSchema', () => {
  const authSchema = pgSchema('auth');
  const accounts = authSchema.table('accounts', { id: integer('id') });

  it('accepts tables in the service’s own schema, and non-table exports', () => {
    expect(() => assertTablesInServiceSchema('auth', { authSchema, accounts, label: 'x' })).not.toThrow();
  });

  it('refuses a table in public or in another service’s schema', () => {
    const stray = pgTable('stray', { id: integer('id') });
    const foreign = pgSchema('chat').table('messages', { id: integer('id') });

    expect(() => assertTablesInServiceSchema('auth', { accounts, stray, foreign })).toThrow(
      `Service "auth" may only declare tables in pgSchema('auth'); found: public.stray, chat.messages`,
    );
  });
});
