import {
  BLOOD_GROUPS,
  type BloodGroup,
  type DoctorProfile,
  type Gender,
  GENDERS,
  type Profile,
  PROFILE_RULES,
  type Role,
  type SaveProfileBody,
  type UserProfile,
  type WeeklyHours,
} from '@vitalsync/contracts';

import { type SectionValues, splitPath, valueAt } from '../../../forms/formValues';

export const isDoctorProfile = (profile: Profile): profile is DoctorProfile => 'professional_info' in profile;

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);
const isBloodGroup = (value: string): value is BloodGroup =>
  (BLOOD_GROUPS as readonly string[]).includes(value);

const DATE_OF_BIRTH = 'personal_info.dateOfBirth';

const readPath = (profile: Profile, path: string): unknown => {
  const [group, field] = splitPath(path);
  const section: unknown = (profile as unknown as Record<string, unknown>)[group];
  return typeof section === 'object' && section !== null
    ? (section as Record<string, unknown>)[field]
    : undefined;
};

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The editor's values for a saved profile: every field the role's profile rules name, as text. The date of birth
 * shows as its first 10 characters (docs/product/screens-and-routes.md#profile), whatever precision the server
 * stored.
 */
export const profileFormValues = (role: Role, profile: Profile): SectionValues => {
  const values: SectionValues = {};
  for (const path of Object.keys(PROFILE_RULES[role])) {
    const [group, field] = splitPath(path);
    const text = asText(readPath(profile, path));
    values[group] = { ...values[group], [field]: path === DATE_OF_BIRTH ? text.slice(0, 10) : text };
  }
  return values;
};

const text = (values: SectionValues, path: string): string => {
  const value = valueAt(values, path);
  return typeof value === 'string' ? value.trim() : '';
};

const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));

const personalInfo = (values: SectionValues, profile: Profile) => {
  const gender = text(values, 'personal_info.gender');
  return {
    fullName: text(values, 'personal_info.fullName'),
    // Shown but never edited: the saved address goes back unchanged.
    email: profile.personal_info.email,
    phoneNumber: text(values, 'personal_info.phoneNumber'),
    dateOfBirth: text(values, DATE_OF_BIRTH),
    gender: isGender(gender) ? gender : ('' as const),
  };
};

const userRequest = (values: SectionValues, profile: UserProfile): SaveProfileBody => {
  const bloodGroup = text(values, 'health_info.bloodGroup');
  return {
    role: 'user',
    personal_info: personalInfo(values, profile),
    // Only what a patient enters; histories and AI output are the server's to derive.
    health_info: {
      height: numberOrNull(text(values, 'health_info.height')),
      weight: numberOrNull(text(values, 'health_info.weight')),
      heartRate: numberOrNull(text(values, 'health_info.heartRate')),
      bloodGroup: isBloodGroup(bloodGroup) ? bloodGroup : '',
      knownAllergies: text(values, 'health_info.knownAllergies'),
      existingMedicalConditions: text(values, 'health_info.existingMedicalConditions'),
    },
    emergency_contact: {
      emergencyContactName: text(values, 'emergency_contact.emergencyContactName'),
      emergencyContactRelationship: text(values, 'emergency_contact.emergencyContactRelationship'),
      emergencyContactPhone: text(values, 'emergency_contact.emergencyContactPhone'),
    },
  };
};

const doctorRequest = (
  values: SectionValues,
  profile: DoctorProfile,
  weeklyHours: WeeklyHours | null,
): SaveProfileBody => ({
  role: 'doctor',
  personal_info: personalInfo(values, profile),
  professional_info: {
    medicalRegistrationNumber: text(values, 'professional_info.medicalRegistrationNumber'),
    speciality: text(values, 'professional_info.speciality'),
    yearsOfExperience: Number(text(values, 'professional_info.yearsOfExperience')),
    associatedHospital: text(values, 'professional_info.associatedHospital'),
    qualifications: text(values, 'professional_info.qualifications'),
  },
  availability: { availabilitySchedule: text(values, 'availability.availabilitySchedule'), weeklyHours },
  optional: { biography: text(values, 'optional.biography') },
  profilePicture: profile.profilePicture,
});

/**
 * `POST /dashboard/profile` body (docs/product/http-and-sockets.md#profile): the whole profile of the role, plus
 * the role. A doctor's weekly hours are edited beside the text fields, so they come separately (a patient has
 * none).
 */
export const saveProfileRequest = (
  values: SectionValues,
  profile: Profile,
  weeklyHours: WeeklyHours | null,
): SaveProfileBody =>
  isDoctorProfile(profile) ? doctorRequest(values, profile, weeklyHours) : userRequest(values, profile);
