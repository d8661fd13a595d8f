import { type Account } from '../accounts/accounts.schema';
import { mergeProfile } from './profile-merge';
import { DOCTOR_SECTIONS } from '../testing/account-fixtures';

const NOW = new Date('2026-12-03T08:09:10.000Z');

const patient: Account = {
  id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
  role: 'user',
  email: 'ada@example.com',
  passwordHash: 'scrypt$…',
  username: null,
  profilePicture: 'own.png',
  licenseProof: null,
  personalInfo: { fullName: 'Ada Lovelace', phoneNumber: '0123456', dateOfBirth: '1985-06-15', gender: '' },
  healthInfo: {
    height: 170,
    weight: 68,
    heartRate: 72,
    bloodGroup: 'O+',
    knownAllergies: 'Penicillin',
    existingMedicalConditions: '',
    medicalHistory: [{ condition: 'Asthma', status: 'managed' }],
    weightHistory: [{ weight: 68, month: '2026-11', date: '2026-11-21T10:00:00.000Z' }],
    heartRateHistory: [{ heartRate: 72, month: '2026-11', date: '2026-11-21T10:00:00.000Z' }],
    heartRateLogs: [],
  },
  emergencyContact: {
    emergencyContactName: 'Charles',
    emergencyContactRelationship: 'Friend',
    emergencyContactPhone: '0123456',
  },
  professionalInfo: null,
  availability: null,
  doctorOptional: null,
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  updatedAt: new Date('2026-11-21T10:00:00.000Z'),
};

const doctor: Account = { ...patient, ...DOCTOR_SECTIONS, email: 'grace@example.com' };

/** What the profile editor sends for the patient above, unchanged. */
const patientForm = () => ({
  role: 'user',
  personal_info: {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNumber: '0123456',
    dateOfBirth: '1985-06-15',
    gender: '',
  },
  health_info: {
    height: 170,
    weight: 68,
    heartRate: 72,
    bloodGroup: 'O+',
    knownAllergies: 'Penicillin',
    existingMedicalConditions: '',
  },
  emergency_contact: {
    emergencyContactName: 'Charles',
    emergencyContactRelationship: 'Friend',
    emergencyContactPhone: '0123456',
  },
});

const merged = (account: Account, request: Record<string, unknown>) => {
  const result = mergeProfile(account, request, NOW);
  if (result.kind !== 'merged') throw new Error(`expected a merge, got ${JSON.stringify(result)}`);
  return result.sections;
};

describe('mergeProfile', () => {
  it('refuses a different email with 400, whatever else the save carries', () => {
    const request = patientForm();
    request.personal_info.email = 'someone-else@example.com';

    expect(mergeProfile(patient, request, NOW)).toEqual({
      kind: 'refused',
      error: { status: 400, message: 'Your email address cannot be changed.' },
    });
  });

  it('accepts the same email in any case, or none at all', () => {
    const request = patientForm();
    request.personal_info.email = ' ADA@example.com ';
    expect(mergeProfile(patient, request, NOW).kind).toBe('merged');

    const { email: _email, ...withoutEmail } = patientForm().personal_info;
    expect(mergeProfile(patient, { ...patientForm(), personal_info: withoutEmail }, NOW).kind).toBe('merged');
  });

  it('writes only sections: the picture, the licence, ids and histories sent in the body are ignored', () => {
    const sections = merged(patient, {
      ...patientForm(),
      _id: 'someone-else',
      profilePicture: 'other.png',
      licenseProof: 'licence-evil.pdf',
      health_info: { ...patientForm().health_info, weightHistory: [], ai_generated: { health_summary: 'x' } },
    });

    expect(Object.keys(sections).sort()).toEqual(['emergencyContact', 'healthInfo', 'personalInfo']);
    expect(sections.healthInfo?.weightHistory).toEqual(patient.healthInfo?.weightHistory);
    expect(sections.healthInfo).not.toHaveProperty('ai_generated');
  });

  it('ignores unknown groups and fields', () => {
    const sections = merged(patient, {
      ...patientForm(),
      professional_info: { speciality: 'Surgery' },
      personal_info: { ...patientForm().personal_info, nickname: 'Ada' },
      authentication_details: { password: 'new-pass' },
    });

    expect(sections).not.toHaveProperty('professionalInfo');
    expect(sections.personalInfo).toEqual(patient.personalInfo);
  });

  it('appends weight and heart rate to their histories with month YYYY-MM and an ISO date', () => {
    const request = patientForm();
    request.health_info = { ...request.health_info, weight: 66.5, heartRate: 80 };

    const { healthInfo } = merged(patient, request);

    expect(healthInfo?.weight).toBe(66.5);
    expect(healthInfo?.weightHistory).toEqual([
      ...(patient.healthInfo?.weightHistory ?? []),
      { weight: 66.5, month: '2026-12', date: '2026-12-03T08:09:10.000Z' },
    ]);
    expect(healthInfo?.heartRateHistory).toEqual([
      ...(patient.healthInfo?.heartRateHistory ?? []),
      { heartRate: 80, month: '2026-12', date: '2026-12-03T08:09:10.000Z' },
    ]);
    expect(healthInfo?.medicalHistory).toEqual(patient.healthInfo?.medicalHistory);
  });

  it('appends nothing when the measurements are unchanged or cleared', () => {
    expect(merged(patient, patientForm()).healthInfo).toEqual(patient.healthInfo);

    const cleared = patientForm();
    cleared.health_info = {
      ...cleared.health_info,
      weight: null as unknown as number,
      heartRate: '' as unknown as number,
    };
    const { healthInfo } = merged(patient, cleared);
    expect(healthInfo).toMatchObject({ weight: null, heartRate: null });
    expect(healthInfo?.weightHistory).toEqual(patient.healthInfo?.weightHistory);
  });

  it('reads numbers sent as text as numbers', () => {
    const request = patientForm();
    request.health_info = { ...request.health_info, height: '171' as unknown as number };

    expect(merged(patient, request).healthInfo?.height).toBe(171);
  });

  it('keeps stored values for fields the body leaves out', () => {
    const sections = merged(patient, { role: 'user', emergency_contact: { emergencyContactName: 'Mary' } });

    expect(sections.emergencyContact).toEqual({ ...patient.emergencyContact, emergencyContactName: 'Mary' });
    expect(sections.personalInfo).toEqual(patient.personalInfo);
    expect(sections.healthInfo).toEqual(patient.healthInfo);
  });

  it('refuses values that break the profile rules with every message, like signup', () => {
    const request = patientForm();
    request.personal_info.fullName = ' ';
    request.health_info = { ...request.health_info, weight: 9000 };

    expect(mergeProfile(patient, request, NOW)).toEqual({
      kind: 'refused',
      error: {
        status: 422,
        message: 'Please correct the highlighted fields.',
        errors: {
          'personal_info.fullName': 'Full Name is Required',
          'health_info.weight': 'Weight must be a number from 1 to 500 kg',
        },
      },
    });
  });

  it('merges a doctor’s own sections and none of a patient’s', () => {
    const sections = merged(doctor, {
      role: 'doctor',
      personal_info: { ...doctor.personalInfo, email: 'grace@example.com', fullName: 'Dr Grace Hopper' },
      professional_info: { ...doctor.professionalInfo, yearsOfExperience: '13' },
      availability: { availabilitySchedule: 'Tue' },
      optional: { biography: 'New bio' },
      health_info: { weight: 50 },
    });

    expect(sections).toEqual({
      personalInfo: { ...doctor.personalInfo, fullName: 'Dr Grace Hopper' },
      professionalInfo: { ...doctor.professionalInfo, yearsOfExperience: 13 },
      availability: { availabilitySchedule: 'Tue' },
      doctorOptional: { biography: 'New bio' },
    });
  });
});
