import { type DoctorProfile, type UserProfile } from '@vitalsync/contracts';
import { malformed } from '@vitalsync/testing';

import { type Account } from '../accounts/accounts.schema';
import { toProfile } from './profile-view';
import { DOCTOR_SECTIONS } from '../testing/account-fixtures';

const base = {
  id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
  email: 'ada@example.com',
  passwordHash: 'scrypt$N=32768,r=8,p=3$salt$key',
  username: 'ada',
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  updatedAt: new Date('2026-11-21T10:00:00.000Z'),
};

const patient = malformed<Account>({
  ...base,
  role: 'user',
  profilePicture: null,
  licenseProof: null,
  personalInfo: { fullName: 'Ada', phoneNumber: '0123456', dateOfBirth: '1985-06-15', gender: '' },
  healthInfo: {
    height: null,
    weight: 68,
    heartRate: null,
    bloodGroup: '',
    knownAllergies: '',
    existingMedicalConditions: '',
    medicalHistory: [{ condition: 'Asthma', status: 'managed', note: 'internal' }],
    weightHistory: [{ weight: 68, month: '2026-11', date: '2026-11-21T10:00:00.000Z', source: 'x' }],
    heartRateHistory: [],
    heartRateLogs: [],
    stray: 'not in the contract',
  },
  emergencyContact: {
    emergencyContactName: 'C',
    emergencyContactRelationship: 'F',
    emergencyContactPhone: '0123456',
  },
  professionalInfo: null,
  availability: null,
  doctorOptional: null,
  aiGenerated: null,
  insightsVersion: 1,
  profileVersion: 2,
  // A column added later must not reach a reply.
  internalNote: 'never returned',
});

const doctor = malformed<Account>({
  ...base,
  ...DOCTOR_SECTIONS,
  profilePicture: 'pic.png',
  licenseProof: 'licence-secret.pdf',
  personalInfo: { ...DOCTOR_SECTIONS.personalInfo, fullName: 'Grace' },
});

describe('toProfile', () => {
  it('builds a patient profile with exactly the contract fields, ai_generated null', () => {
    expect(toProfile(patient)).toStrictEqual({
      _id: base.id,
      profilePicture: null,
      personal_info: {
        fullName: 'Ada',
        email: 'ada@example.com',
        phoneNumber: '0123456',
        dateOfBirth: '1985-06-15',
        gender: '',
      },
      health_info: {
        height: null,
        weight: 68,
        heartRate: null,
        bloodGroup: '',
        knownAllergies: '',
        existingMedicalConditions: '',
        medicalHistory: [{ condition: 'Asthma', status: 'managed' }],
        weightHistory: [{ weight: 68, month: '2026-11', date: '2026-11-21T10:00:00.000Z' }],
        heartRateHistory: [],
        heartRateLogs: [],
        ai_generated: null,
      },
      emergency_contact: {
        emergencyContactName: 'C',
        emergencyContactRelationship: 'F',
        emergencyContactPhone: '0123456',
      },
    });
  });

  it('returns the stored insights field by field, without the versions', () => {
    const insights = {
      health_summary: 'BMI 22.9 (Healthy Weight).',
      health_alert: { alert: 'No alerts at the moment.', emergency: false, stray: 'x' },
      lifestyle_tips: ['Walk daily.'],
      model: 'never returned',
    };
    const profile = toProfile(malformed<Account>({ ...patient, aiGenerated: insights }));

    expect((profile as UserProfile).health_info.ai_generated).toStrictEqual({
      health_summary: 'BMI 22.9 (Healthy Weight).',
      health_alert: { alert: 'No alerts at the moment.', emergency: false },
      lifestyle_tips: ['Walk daily.'],
    });
    expect(JSON.stringify(profile)).not.toMatch(/never returned|stray|insightsVersion|profileVersion/);
  });

  it('builds a doctor profile without the licence proof, the hash or the username', () => {
    const profile = toProfile(doctor);

    expect(profile).toStrictEqual({
      _id: base.id,
      profilePicture: 'pic.png',
      personal_info: {
        fullName: 'Grace',
        email: 'ada@example.com',
        phoneNumber: '0123456',
        dateOfBirth: '1975-01-02',
        gender: 'Female',
      },
      professional_info: DOCTOR_SECTIONS.professionalInfo,
      availability: { availabilitySchedule: 'Mon', weeklyHours: null },
      optional: { biography: 'Bio' },
    });
    expect(JSON.stringify(profile)).not.toMatch(/licence|scrypt|username/);
  });

  it('returns a doctor’s weekly hours with only the contract fields', () => {
    const withHours = malformed<Account>({
      ...doctor,
      availability: {
        availabilitySchedule: 'Mon',
        weeklyHours: { timeZone: 'Europe/Paris', hours: [{ day: 1, from: '09:00', to: '12:00', stray: 1 }] },
      },
    });

    expect((toProfile(withHours) as DoctorProfile).availability).toStrictEqual({
      availabilitySchedule: 'Mon',
      weeklyHours: { timeZone: 'Europe/Paris', hours: [{ day: 1, from: '09:00', to: '12:00' }] },
    });
  });

  it('reads the availability of a doctor saved before weekly hours existed as having none', () => {
    const legacy = { ...doctor, availability: { availabilitySchedule: 'Mon' } } as Account;

    expect((toProfile(legacy) as DoctorProfile).availability).toStrictEqual({
      availabilitySchedule: 'Mon',
      weeklyHours: null,
    });
  });
});
