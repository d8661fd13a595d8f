import {
  type AiGenerated,
  type DoctorProfile,
  type EditableHealthInfo,
  type HealthInfo,
  type PersonalInfo,
  type Profile,
  type UserProfile,
  type WeeklyHours,
} from '@vitalsync/contracts';

import { type StoredAvailability, type StoredHealthInfo } from '../accounts/account-sections';
import { type AccountProfile } from '../accounts/accounts.repository';

// Replies are built field by field from the contract types: a column added to `accounts` (a password hash, the
// licence proof) can never reach a caller by accident.

const personalInfoOf = (account: AccountProfile): PersonalInfo => ({
  fullName: account.personalInfo.fullName,
  email: account.email,
  phoneNumber: account.personalInfo.phoneNumber,
  dateOfBirth: account.personalInfo.dateOfBirth,
  gender: account.personalInfo.gender,
});

/** The patient-editable health fields: what the profile editor sends and `profile.updated` carries. */
export const editableHealthInfoOf = (health: StoredHealthInfo): EditableHealthInfo => ({
  height: health.height,
  weight: health.weight,
  heartRate: health.heartRate,
  bloodGroup: health.bloodGroup,
  knownAllergies: health.knownAllergies,
  existingMedicalConditions: health.existingMedicalConditions,
});

/** Stored insights, copied field by field like the rest of a reply. */
const aiGeneratedOf = (insights: AiGenerated): AiGenerated => ({
  health_summary: insights.health_summary,
  health_alert: { alert: insights.health_alert.alert, emergency: insights.health_alert.emergency },
  lifestyle_tips: [...insights.lifestyle_tips],
});

const healthInfoOf = (health: StoredHealthInfo, insights: AiGenerated | null): HealthInfo => ({
  ...editableHealthInfoOf(health),
  medicalHistory: health.medicalHistory.map(({ condition, status }) => ({ condition, status })),
  weightHistory: health.weightHistory.map(({ weight, month, date }) => ({ weight, month, date })),
  heartRateHistory: health.heartRateHistory.map(({ heartRate, month, date }) => ({ heartRate, month, date })),
  heartRateLogs: health.heartRateLogs.map(({ date, heartRate }) => ({ date, heartRate })),
  // null until ai-svc's first insights for the profile arrive.
  ai_generated: insights && aiGeneratedOf(insights),
});

/** A doctor's weekly hours, or null when never set (rows saved before they existed have none). */
export const weeklyHoursOf = (availability: StoredAvailability): WeeklyHours | null =>
  availability.weeklyHours
    ? {
        timeZone: availability.weeklyHours.timeZone,
        hours: availability.weeklyHours.hours.map(({ day, from, to }) => ({ day, from, to })),
      }
    : null;

const missingSection = (account: AccountProfile, section: string): Error =>
  new Error(`Account ${account.id} (${account.role}) has no ${section}`);

const toUserProfile = (account: AccountProfile): UserProfile => {
  const { healthInfo, emergencyContact } = account;
  if (!healthInfo) throw missingSection(account, 'health_info');
  if (!emergencyContact) throw missingSection(account, 'emergency_contact');
  return {
    _id: account.id,
    profilePicture: account.profilePicture,
    personal_info: personalInfoOf(account),
    health_info: healthInfoOf(healthInfo, account.aiGenerated),
    emergency_contact: {
      emergencyContactName: emergencyContact.emergencyContactName,
      emergencyContactRelationship: emergencyContact.emergencyContactRelationship,
      emergencyContactPhone: emergencyContact.emergencyContactPhone,
    },
  };
};

const toDoctorProfile = (account: AccountProfile): DoctorProfile => {
  const { professionalInfo, availability, doctorOptional } = account;
  if (!professionalInfo) throw missingSection(account, 'professional_info');
  if (!availability) throw missingSection(account, 'availability');
  if (!doctorOptional) throw missingSection(account, 'optional');
  return {
    _id: account.id,
    profilePicture: account.profilePicture,
    personal_info: personalInfoOf(account),
    professional_info: {
      medicalRegistrationNumber: professionalInfo.medicalRegistrationNumber,
      speciality: professionalInfo.speciality,
      yearsOfExperience: professionalInfo.yearsOfExperience,
      associatedHospital: professionalInfo.associatedHospital,
      qualifications: professionalInfo.qualifications,
    },
    availability: {
      availabilitySchedule: availability.availabilitySchedule,
      weeklyHours: weeklyHoursOf(availability),
    },
    optional: { biography: doctorOptional.biography },
  };
};

/** The profile of an account in the spec's shape for its role. */
export const toProfile = (account: AccountProfile): Profile =>
  account.role === 'doctor' ? toDoctorProfile(account) : toUserProfile(account);
