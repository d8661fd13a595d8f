import type {
  Availability,
  DoctorOptional,
  EmergencyContact,
  HealthInfo,
  PersonalInfo,
  ProfessionalInfo,
  WeeklyHours,
} from '@vitalsync/contracts';

// Types only: drizzle-kit loads the schema (and so this file) without the workspace path aliases.

/** personal_info as stored: the email has its own column (the unique key), so it is not repeated here. */
export type StoredPersonalInfo = Omit<PersonalInfo, 'email'>;

/** health_info as stored: `ai_generated` is ai-svc's output, kept in a column of its own with its version. */
export type StoredHealthInfo = Omit<HealthInfo, 'ai_generated'>;

export type StoredEmergencyContact = EmergencyContact;
export type StoredProfessionalInfo = ProfessionalInfo;
/** availability as stored: rows written before weekly hours existed have no `weeklyHours`, read as null. */
export type StoredAvailability = Omit<Availability, 'weeklyHours'> & { weeklyHours?: WeeklyHours | null };
export type StoredDoctorOptional = DoctorOptional;

/** The profile sections of an account: a patient has health_info and emergency_contact, a doctor the other three. */
export interface AccountSections {
  personalInfo: StoredPersonalInfo;
  healthInfo: StoredHealthInfo | null;
  emergencyContact: StoredEmergencyContact | null;
  professionalInfo: StoredProfessionalInfo | null;
  availability: StoredAvailability | null;
  doctorOptional: StoredDoctorOptional | null;
}
