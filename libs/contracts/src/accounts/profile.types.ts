import { type WeeklyHours } from '../appointments/weekly-hours';
import { type BloodGroup, type Gender } from './account.limits';

export interface PersonalInfo {
  fullName: string;
  email: string;
  phoneNumber: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  gender: Gender | '';
}

export interface MedicalHistoryEntry {
  condition: string;
  status: string;
}

export interface WeightEntry {
  weight: number;
  /** YYYY-MM */
  month: string;
  /** ISO timestamp of the measurement */
  date: string;
}

export interface HeartRateEntry {
  heartRate: number;
  /** YYYY-MM */
  month: string;
  date: string;
}

export interface HeartRateLog {
  date: string;
  heartRate: number;
}

export interface HealthAlert {
  alert: string;
  emergency: boolean;
}

export interface AiGenerated {
  health_summary: string;
  health_alert: HealthAlert;
  lifestyle_tips: string[];
}

export interface HealthInfo {
  height: number | null;
  weight: number | null;
  heartRate: number | null;
  bloodGroup: BloodGroup | '';
  knownAllergies: string;
  existingMedicalConditions: string;
  medicalHistory: MedicalHistoryEntry[];
  weightHistory: WeightEntry[];
  heartRateHistory: HeartRateEntry[];
  heartRateLogs: HeartRateLog[];
  ai_generated: AiGenerated | null;
}

export interface EmergencyContact {
  emergencyContactName: string;
  emergencyContactRelationship: string;
  emergencyContactPhone: string;
}

export interface ProfessionalInfo {
  medicalRegistrationNumber: string;
  speciality: string;
  yearsOfExperience: number;
  associatedHospital: string;
  qualifications: string;
}

export interface Availability {
  availabilitySchedule: string;
  /** Structured weekly hours; null: any future time is bookable. */
  weeklyHours: WeeklyHours | null;
}

export interface DoctorOptional {
  biography: string;
}

/** A patient's profile as the API returns it (docs/product/entities.md#profile). */
export interface UserProfile {
  _id: string;
  /** File name, served at /api/profilePicture/{file name}; null → the default picture. */
  profilePicture: string | null;
  personal_info: PersonalInfo;
  health_info: HealthInfo;
  emergency_contact: EmergencyContact;
}

/** A doctor's profile as the API returns it. The licence proof is stored but never returned. */
export interface DoctorProfile {
  _id: string;
  profilePicture: string | null;
  personal_info: PersonalInfo;
  professional_info: ProfessionalInfo;
  availability: Availability;
  optional: DoctorOptional;
}

export type Profile = UserProfile | DoctorProfile;

/** The editable part of a patient's health info (histories and AI output are derived, never sent). */
export type EditableHealthInfo = Pick<
  HealthInfo,
  'height' | 'weight' | 'heartRate' | 'bloodGroup' | 'knownAllergies' | 'existingMedicalConditions'
>;

/** A patient's profile save as auth-svc receives it: the editable parts only. */
export interface SaveUserProfileRequest {
  role: 'user';
  personal_info: PersonalInfo;
  health_info: Partial<EditableHealthInfo>;
  emergency_contact: EmergencyContact;
}

/** A doctor's profile save as auth-svc receives it: the editable parts only. */
export interface SaveDoctorProfileRequest {
  role: 'doctor';
  personal_info: PersonalInfo;
  professional_info: ProfessionalInfo;
  availability: Availability;
  optional: DoctorOptional;
}

export type SaveProfileRequest = SaveUserProfileRequest | SaveDoctorProfileRequest;

/**
 * What only the server writes: the id, the picture (its own upload route) and, for a patient, the histories and
 * AI output. The spec's client posts back the profile it read, so a save body may carry them; they are ignored.
 */
export type ReadOnlyProfileParts = Pick<UserProfile, '_id' | 'profilePicture'>;

/** POST /api/dashboard/profile body for a patient: the profile as read (GET), plus the role. */
export interface SaveUserProfileBody
  extends Omit<SaveUserProfileRequest, 'health_info'>, Partial<ReadOnlyProfileParts> {
  health_info: Partial<HealthInfo>;
}

/** POST /api/dashboard/profile body for a doctor: the profile as read (GET), plus the role. */
export type SaveDoctorProfileBody = SaveDoctorProfileRequest & Partial<ReadOnlyProfileParts>;

/**
 * POST /api/dashboard/profile body (docs/product/http-and-sockets.md#profile); the gateway passes on only its
 * SaveProfileRequest part.
 */
export type SaveProfileBody = SaveUserProfileBody | SaveDoctorProfileBody;
