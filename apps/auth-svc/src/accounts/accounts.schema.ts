import type { Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { check, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Every table of auth-svc lives in this PostgreSQL schema, so services sharing one database never collide. */
export const authSchema = pgSchema('auth');

// drizzle-kit loads this file without the workspace path aliases, so only types may come from contracts;
// `satisfies` still fails the build if a role is added there and not here.
const roleSet = { user: true, doctor: true } satisfies Record<Role, true>;
const roleList = sql.raw(
  Object.keys(roleSet)
    .map((role) => `'${role}'`)
    .join(', '),
);

export const accounts = authSchema.table(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<Role>().notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('accounts_role_check', sql`${table.role} in (${roleList})`),
    // Lookups lower-case the address; this keeps a mixed-case row from ever slipping past the unique key.
    check('accounts_email_lower_check', sql`${table.email} = lower(${table.email})`),
    unique('accounts_role_email_key').on(table.role, table.email),
  ],
);

export type Account = typeof accounts.$inferSelect;
