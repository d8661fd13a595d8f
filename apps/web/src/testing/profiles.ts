import { type DoctorProfile, type UserProfile } from '@vitalsync/contracts';

/** A complete patient profile as `GET /dashboard/profile` returns it; override what a test is about. */
export const aPatientProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  _id: 'u1',
  profilePicture: null,
  personal_info: {
    fullName: 'Ada Patient',
    email: 'ada@example.com',
    phoneNumber: '+15550100',
    dateOfBirth: '1990-04-12T00:00:00.000Z',
    gender: 'Female',
  },
  health_info: {
    height: 168,
    weight: 61,
    heartRate: 72,
    bloodGroup: 'O+',
    knownAllergies: 'Penicillin',
    existingMedicalConditions: '',
    medicalHistory: [],
    weightHistory: [],
    heartRateHistory: [],
    heartRateLogs: [],
    ai_generated: null,
  },
  emergency_contact: {
    emergencyContactName: 'Grace Patient',
    emergencyContactRelationship: 'Sister',
    emergencyContactPhone: '+15550199',
  },
  ...overrides,
});

export const aDoctorProfile = (overrides: Partial<DoctorProfile> = {}): DoctorProfile => ({
  _id: 'd1',
  profilePicture: null,
  personal_info: {
    fullName: 'Meredith Grey',
    email: 'grey@example.com',
    phoneNumber: '+15550123',
    dateOfBirth: '1978-09-27',
    gender: 'Female',
  },
  professional_info: {
    medicalRegistrationNumber: 'MRN-1001',
    speciality: 'General Surgery',
    yearsOfExperience: 15,
    associatedHospital: 'Grey Sloan Memorial',
    qualifications: 'MD, FACS',
  },
  availability: { availabilitySchedule: 'Mon–Fri 09:00–17:00', weeklyHours: null },
  optional: { biography: 'Surgeon with a calm bedside manner.' },
  ...overrides,
});
