import { ROLES, type Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { check, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { appointmentSchema } from '../appointments/appointments.schema';

/**
 * Read model of the names and pictures lists show next to an account id, fed by profile.updated and filled from
 * profiles.getMany on a miss. `version_at` is the `at` of the version stored: an older one never replaces it.
 */
export const people = appointmentSchema.table(
  'people',
  {
    accountId: uuid('account_id').primaryKey(),
    role: text('role').$type<Role>().notNull(),
    fullName: text('full_name').notNull(),
    profilePicture: text('profile_picture'),
    versionAt: timestamp('version_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('people_role_check', sql`${table.role} in (${sql.raw(ROLES.map((r) => `'${r}'`).join(', '))})`),
  ],
);

export type Person = typeof people.$inferSelect;
