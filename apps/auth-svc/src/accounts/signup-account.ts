import { type Role, type SignupFiles } from '@vitalsync/contracts';

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

export const PASSWORD_PATH = 'authentication_details.password';

/**
 * The account to store for a signup whose fields passed `SIGNUP_REQUEST_RULES[role]`. A patient's first weight and heart
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
      // The signup form has no weekly hours: the doctor sets them in the profile editor.
      availability: availabilityFrom(fields, null),
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
