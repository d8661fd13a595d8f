import type { Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import type {
  StoredAvailability,
  StoredDoctorOptional,
  StoredEmergencyContact,
  StoredHealthInfo,
  StoredPersonalInfo,
  StoredProfessionalInfo,
} from './account-sections';

// drizzle.config.ts reads this one file, so every table of auth-svc is declared here: accounts, their sessions and
// the login failure counters.

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
    /** `scrypt$N=…,r=…,p=…$<salt>$<key>`: algorithm and parameters travel with the hash (see PasswordHasher). */
    passwordHash: text('password_hash').notNull(),
    username: text('username'),
    /** Storage key of the picture, served by the gateway; null → the default picture. */
    profilePicture: text('profile_picture'),
    /** Storage key of a doctor's licence proof: stored for review, never returned by any handler. */
    licenseProof: text('license_proof'),
    personalInfo: jsonb('personal_info').$type<StoredPersonalInfo>().notNull(),
    healthInfo: jsonb('health_info').$type<StoredHealthInfo>(),
    emergencyContact: jsonb('emergency_contact').$type<StoredEmergencyContact>(),
    professionalInfo: jsonb('professional_info').$type<StoredProfessionalInfo>(),
    availability: jsonb('availability').$type<StoredAvailability>(),
    doctorOptional: jsonb('doctor_optional').$type<StoredDoctorOptional>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('accounts_role_check', sql`${table.role} in (${roleList})`),
    // Lookups lower-case the address; this keeps a mixed-case row from ever slipping past the unique key.
    check('accounts_email_lower_check', sql`${table.email} = lower(${table.email})`),
    unique('accounts_role_email_key').on(table.role, table.email),
    // Each role has exactly its own sections, and every doctor has a licence proof on file.
    check(
      'accounts_sections_check',
      sql`(${table.role} = 'user' and ${table.healthInfo} is not null and ${table.emergencyContact} is not null
        and ${table.professionalInfo} is null and ${table.availability} is null and ${table.doctorOptional} is null
        and ${table.licenseProof} is null)
      or (${table.role} = 'doctor' and ${table.professionalInfo} is not null and ${table.availability} is not null
        and ${table.doctorOptional} is not null and ${table.licenseProof} is not null
        and ${table.healthInfo} is null and ${table.emergencyContact} is null)`,
    ),
  ],
);

export type Account = typeof accounts.$inferSelect;

export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_account_id_idx').on(table.accountId),
    // Gateways load the revoked, unexpired sessions when they start: only revoked rows are indexed.
    index('sessions_revoked_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.revokedAt} is not null`),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Failed-login counters, one row per limited key (`email:<role>:<address>` or `ip:<address>`), shared by every
 * replica. Attempts are counted when they start (see login-limit.ts), so `failures` includes attempts in flight.
 */
export const loginLimits = authSchema.table(
  'login_limits',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    check('login_limits_failures_check', sql`${table.failures} >= 0`),
    index('login_limits_window_started_at_idx').on(table.windowStartedAt),
  ],
);
