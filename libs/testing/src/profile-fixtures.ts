import { randomUUID } from 'node:crypto';

import {
  type EditableHealthInfo,
  type EmergencyContact,
  type SaveUserProfileRequest,
  type UserProfile,
} from '@vitalsync/contracts';

/** A patient's editable health fields, as the shared fixtures and the signup form give them. */
export const PATIENT_HEALTH_FIELDS: EditableHealthInfo = {
  height: 170,
  weight: 68,
  heartRate: 72,
  bloodGroup: 'O+',
  knownAllergies: 'Penicillin',
  existingMedicalConditions: '',
};

export const PATIENT_EMERGENCY_CONTACT: EmergencyContact = {
  emergencyContactName: 'Charles',
  emergencyContactRelationship: 'Friend',
  emergencyContactPhone: '0123456',
};

/** A patient's profile as auth-svc returns it, with no history yet. */
export const patientProfile = (fullName = 'Ada Lovelace', id: string = randomUUID()): UserProfile => ({
  _id: id,
  profilePicture: null,
  personal_info: {
    fullName,
    email: 'ada@example.com',
    phoneNumber: '0123456',
    dateOfBirth: '1985-06-15',
    gender: 'Female',
  },
  health_info: {
    ...PATIENT_HEALTH_FIELDS,
    medicalHistory: [],
    weightHistory: [],
    heartRateHistory: [],
    heartRateLogs: [],
    ai_generated: null,
  },
  emergency_contact: { ...PATIENT_EMERGENCY_CONTACT },
});

/** What a patient's profile editor sends back: the editable fields only (histories and AI output are derived). */
export const editableUserProfile = (profile: UserProfile): SaveUserProfileRequest => ({
  role: 'user',
  personal_info: profile.personal_info,
  health_info: {
    height: profile.health_info.height,
    weight: profile.health_info.weight,
    heartRate: profile.health_info.heartRate,
    bloodGroup: profile.health_info.bloodGroup,
    knownAllergies: profile.health_info.knownAllergies,
    existingMedicalConditions: profile.health_info.existingMedicalConditions,
  },
  emergency_contact: profile.emergency_contact,
});
