import {
  BLOOD_GROUPS,
  type BloodGroup,
  type EditableHealthInfo,
  type FlatValues,
  GENDERS,
  type Gender,
  type HeartRateEntry,
  type WeeklyHours,
  type WeightEntry,
} from '@vitalsync/contracts';

import {
  type StoredAvailability,
  type StoredDoctorOptional,
  type StoredEmergencyContact,
  type StoredPersonalInfo,
  type StoredProfessionalInfo,
} from './account-sections';

// Turns form values that passed the contract rules (`group.field` → string or number) into stored sections:
// text trimmed, numbers as numbers, empty optional values as '' or null.

export const textOf = (values: FlatValues, path: string): string => {
  const value = values[path];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

const numberOf = (values: FlatValues, path: string): number | null => {
  const text = textOf(values, path);
  return text === '' ? null : Number(text);
};

const genderOf = (values: FlatValues, path: string): Gender | '' => {
  const text = textOf(values, path);
  return GENDERS.find((gender) => gender === text) ?? '';
};

const bloodGroupOf = (values: FlatValues, path: string): BloodGroup | '' => {
  const text = textOf(values, path);
  return BLOOD_GROUPS.find((group) => group === text) ?? '';
};

export const personalInfoFrom = (values: FlatValues): StoredPersonalInfo => ({
  fullName: textOf(values, 'personal_info.fullName'),
  phoneNumber: textOf(values, 'personal_info.phoneNumber'),
  dateOfBirth: textOf(values, 'personal_info.dateOfBirth'),
  gender: genderOf(values, 'personal_info.gender'),
});

export const editableHealthInfoFrom = (values: FlatValues): EditableHealthInfo => ({
  height: numberOf(values, 'health_info.height'),
  weight: numberOf(values, 'health_info.weight'),
  heartRate: numberOf(values, 'health_info.heartRate'),
  bloodGroup: bloodGroupOf(values, 'health_info.bloodGroup'),
  knownAllergies: textOf(values, 'health_info.knownAllergies'),
  existingMedicalConditions: textOf(values, 'health_info.existingMedicalConditions'),
});

export const emergencyContactFrom = (values: FlatValues): StoredEmergencyContact => ({
  emergencyContactName: textOf(values, 'emergency_contact.emergencyContactName'),
  emergencyContactRelationship: textOf(values, 'emergency_contact.emergencyContactRelationship'),
  emergencyContactPhone: textOf(values, 'emergency_contact.emergencyContactPhone'),
});

export const professionalInfoFrom = (values: FlatValues): StoredProfessionalInfo => ({
  medicalRegistrationNumber: textOf(values, 'professional_info.medicalRegistrationNumber'),
  speciality: textOf(values, 'professional_info.speciality'),
  // Required by the rules, so always a number here.
  yearsOfExperience: numberOf(values, 'professional_info.yearsOfExperience') ?? 0,
  associatedHospital: textOf(values, 'professional_info.associatedHospital'),
  qualifications: textOf(values, 'professional_info.qualifications'),
});

/** `weeklyHours` are structured, not a form value: they come already checked (checkWeeklyHours). */
export const availabilityFrom = (
  values: FlatValues,
  weeklyHours: WeeklyHours | null,
): StoredAvailability => ({
  availabilitySchedule: textOf(values, 'availability.availabilitySchedule'),
  weeklyHours,
});

export const doctorOptionalFrom = (values: FlatValues): StoredDoctorOptional => ({
  biography: textOf(values, 'optional.biography'),
});

/** `month` (YYYY-MM, UTC) and `date` (ISO timestamp) of a measurement taken at `now`. */
const measuredAt = (now: Date): { month: string; date: string } => {
  const date = now.toISOString();
  return { month: date.slice(0, 7), date };
};

export const weightEntry = (weight: number, now: Date): WeightEntry => ({ weight, ...measuredAt(now) });

export const heartRateEntry = (heartRate: number, now: Date): HeartRateEntry => ({
  heartRate,
  ...measuredAt(now),
});
