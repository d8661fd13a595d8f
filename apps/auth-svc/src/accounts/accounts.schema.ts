import type { Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import type {
  StoredAvailability,
  StoredDoctorOptional,
  StoredEmergencyContact,
  StoredHealthInfo,
  StoredPersonalInfo,
  StoredProfessionalInfo,
} from './account-sections';

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
