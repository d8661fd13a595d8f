import { type SaveUserProfileRequest, type UserProfile } from '@vitalsync/contracts';

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
