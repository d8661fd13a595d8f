import { type Account } from '../accounts/accounts.schema';

/** The sections of a doctor's account row, shared by the auth-svc specs (values the specs assert on). */
export const DOCTOR_SECTIONS = {
  role: 'doctor',
  licenseProof: 'licence-1.pdf',
  personalInfo: {
    fullName: 'Grace Hopper',
    phoneNumber: '0123456',
    dateOfBirth: '1975-01-02',
    gender: 'Female',
  },
  healthInfo: null,
  emergencyContact: null,
  professionalInfo: {
    medicalRegistrationNumber: 'GMC-1',
    speciality: 'Cardiology',
    yearsOfExperience: 12,
    associatedHospital: '',
    qualifications: 'MBBS',
  },
  availability: { availabilitySchedule: 'Mon' },
  doctorOptional: { biography: 'Bio' },
} as const satisfies Partial<Account>;
