import { type ProfileUpdatedEvent } from '@vitalsync/contracts';
import {
  DOCTOR_PROFESSIONAL_INFO,
  PATIENT_EMERGENCY_CONTACT,
  PATIENT_HEALTH_FIELDS,
} from '@vitalsync/testing';

import { type Account } from '../accounts/accounts.schema';

/** A patient's account row with a history, shared by the auth-svc specs (values the specs assert on). */
export const PATIENT_ACCOUNT: Account = {
  id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
  role: 'user',
  email: 'ada@example.com',
  passwordHash: 'scrypt$…',
  username: null,
  profilePicture: 'own.png',
  licenseProof: null,
  personalInfo: { fullName: 'Ada Lovelace', phoneNumber: '0123456', dateOfBirth: '1985-06-15', gender: '' },
  healthInfo: {
    ...PATIENT_HEALTH_FIELDS,
    medicalHistory: [{ condition: 'Asthma', status: 'managed' }],
    weightHistory: [{ weight: 68, month: '2026-11', date: '2026-11-21T10:00:00.000Z' }],
    heartRateHistory: [{ heartRate: 72, month: '2026-11', date: '2026-11-21T10:00:00.000Z' }],
    heartRateLogs: [],
  },
  emergencyContact: { ...PATIENT_EMERGENCY_CONTACT },
  professionalInfo: null,
  availability: null,
  doctorOptional: null,
  profileVersion: 3,
  aiGenerated: null,
  insightsVersion: null,
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  updatedAt: new Date('2026-11-21T10:00:00.000Z'),
};

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
  professionalInfo: { ...DOCTOR_PROFESSIONAL_INFO },
  availability: { availabilitySchedule: 'Mon', weeklyHours: null },
  doctorOptional: { biography: 'Bio' },
} as const satisfies Partial<Account>;

/** The profile.updated event of an account a repository spec stores (its content is the event specs' concern). */
export const profileEventOf = (account: { id: string; profileVersion: number }): ProfileUpdatedEvent => ({
  accountId: account.id,
  role: 'user',
  card: { fullName: 'Any Name', profilePicture: null },
  version: account.profileVersion,
  at: new Date(0).toISOString(),
});
