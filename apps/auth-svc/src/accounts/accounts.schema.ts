import type { AiGenerated, Role } from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

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
    /** 1 at signup, one more on every save, in the same statement: orders the profile.updated events. */
    profileVersion: integer('profile_version').notNull().default(1),
    /** ai-svc's insights of a patient and the profile version they were computed from (newest stored wins). */
    aiGenerated: jsonb('ai_generated').$type<AiGenerated>(),
    insightsVersion: integer('insights_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('accounts_role_check', sql`${table.role} in (${roleList})`),
    // Lookups lower-case the address; this keeps a mixed-case row from ever slipping past the unique key.
    check('accounts_email_lower_check', sql`${table.email} = lower(${table.email})`),
    unique('accounts_role_email_key').on(table.role, table.email),
    check('accounts_profile_version_check', sql`${table.profileVersion} >= 1`),
    // Insights come with the version they describe, and only a patient has any. Every term is true or false,
    // never null: a CHECK lets a null through.
    check(
      'accounts_insights_check',
      sql`(${table.aiGenerated} is null) = (${table.insightsVersion} is null)
      and (${table.insightsVersion} is null or ${table.insightsVersion} >= 1)
      and (${table.aiGenerated} is null or ${table.role} = 'user')`,
    ),
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
