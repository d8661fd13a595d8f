import { type FieldRules, type Role, SIGNUP_RULES, type SignupFiles } from '@vitalsync/contracts';

import { type NewAccount } from './accounts.repository';
import {
  availabilityFrom,
  doctorOptionalFrom,
  editableHealthInfoFrom,
  emergencyContactFrom,
  heartRateEntry,
  personalInfoFrom,
  professionalInfoFrom,
  textOf,
  weightEntry,
} from './section-values';

const CONFIRM_PASSWORD = 'authentication_details.confirmPassword';
export const PASSWORD_PATH = 'authentication_details.password';

/** The signup rules of a role minus confirmPassword, which the client checks and never sends (spec section 3). */
export const signupRules = (role: Role): FieldRules =>
  Object.fromEntries(Object.entries(SIGNUP_RULES[role]).filter(([path]) => path !== CONFIRM_PASSWORD));

/**
 * The account to store for a signup whose fields passed `signupRules(role)`. A patient's first weight and heart
 * rate also start their histories.
 */
export const newAccountFrom = (
  role: Role,
  fields: Readonly<Record<string, string>>,
  files: SignupFiles,
  passwordHash: string,
  now: Date,
): NewAccount => {
  const common = {
    role,
    email: textOf(fields, 'personal_info.email'),
    passwordHash,
    username: textOf(fields, 'authentication_details.username') || null,
    profilePicture: files.profilePicture ?? null,
    personalInfo: personalInfoFrom(fields),
  };
  if (role === 'doctor') {
    return {
      ...common,
      licenseProof: files.licenseProof ?? null,
      healthInfo: null,
      emergencyContact: null,
      professionalInfo: professionalInfoFrom(fields),
      availability: availabilityFrom(fields),
      doctorOptional: doctorOptionalFrom(fields),
    };
  }
  const health = editableHealthInfoFrom(fields);
  return {
    ...common,
    licenseProof: null,
    healthInfo: {
      ...health,
      medicalHistory: [],
      weightHistory: health.weight === null ? [] : [weightEntry(health.weight, now)],
      heartRateHistory: health.heartRate === null ? [] : [heartRateEntry(health.heartRate, now)],
      heartRateLogs: [],
    },
    emergencyContact: emergencyContactFrom(fields),
    professionalInfo: null,
    availability: null,
    doctorOptional: null,
  };
};
