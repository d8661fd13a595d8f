import { newAccountFrom } from './signup-account';

const NOW = new Date('2026-03-04T05:06:07.000Z');

const patientFields = {
  'personal_info.fullName': '  Ada Lovelace ',
  'personal_info.email': ' Ada@Example.com',
  'personal_info.phoneNumber': '+44-7700-900123',
  'personal_info.dateOfBirth': '1985-06-15',
  'personal_info.gender': '',
  'authentication_details.username': '',
  'authentication_details.password': 'secret12',
  'health_info.weight': '68.5',
  'health_info.height': '170',
  'health_info.bloodGroup': 'O+',
  'health_info.heartRate': '72',
  'health_info.knownAllergies': 'Penicillin',
  'health_info.existingMedicalConditions': '',
  'emergency_contact.emergencyContactName': 'Charles Babbage',
  'emergency_contact.emergencyContactRelationship': 'Friend',
  'emergency_contact.emergencyContactPhone': '0123456789',
};

const doctorFields = {
  'personal_info.fullName': 'Grace Hopper',
  'personal_info.email': 'grace@example.com',
  'personal_info.phoneNumber': '+44-7700-900123',
  'personal_info.dateOfBirth': '1975-01-02',
  'personal_info.gender': 'Female',
  'authentication_details.username': 'grace',
  'authentication_details.password': 'secret12',
  'professional_info.medicalRegistrationNumber': 'GMC-7654321',
  'professional_info.speciality': 'Cardiology',
  'professional_info.yearsOfExperience': '12',
  'professional_info.associatedHospital': '',
  'professional_info.qualifications': 'MBBS, MD',
  'availability.availabilitySchedule': 'Mon-Fri',
  'optional.biography': 'Cardiologist.',
};

describe('newAccountFrom', () => {
  it('stores a patient with trimmed text, numbers as numbers and the first measurements as history', () => {
    const account = newAccountFrom('user', patientFields, { profilePicture: 'pic.png' }, 'hash', NOW);

    expect(account).toEqual({
      role: 'user',
      email: 'Ada@Example.com',
      passwordHash: 'hash',
      username: null,
      profilePicture: 'pic.png',
      licenseProof: null,
      personalInfo: {
        fullName: 'Ada Lovelace',
        phoneNumber: '+44-7700-900123',
        dateOfBirth: '1985-06-15',
        gender: '',
      },
      healthInfo: {
        height: 170,
        weight: 68.5,
        heartRate: 72,
        bloodGroup: 'O+',
        knownAllergies: 'Penicillin',
        existingMedicalConditions: '',
        medicalHistory: [],
        weightHistory: [{ weight: 68.5, month: '2026-03', date: '2026-03-04T05:06:07.000Z' }],
        heartRateHistory: [{ heartRate: 72, month: '2026-03', date: '2026-03-04T05:06:07.000Z' }],
        heartRateLogs: [],
      },
      emergencyContact: {
        emergencyContactName: 'Charles Babbage',
        emergencyContactRelationship: 'Friend',
        emergencyContactPhone: '0123456789',
      },
      professionalInfo: null,
      availability: null,
      doctorOptional: null,
    });
  });

  it('starts no history without a first measurement', () => {
    const fields = { ...patientFields, 'health_info.weight': '', 'health_info.heartRate': '' };
    const { healthInfo } = newAccountFrom('user', fields, {}, 'hash', NOW);

    expect(healthInfo).toMatchObject({
      weight: null,
      heartRate: null,
      weightHistory: [],
      heartRateHistory: [],
    });
  });

  it('stores a doctor with the licence proof and no patient sections, ignoring files it has no place for', () => {
    const account = newAccountFrom('doctor', doctorFields, { licenseProof: 'licence-x.pdf' }, 'hash', NOW);

    expect(account).toMatchObject({
      username: 'grace',
      profilePicture: null,
      licenseProof: 'licence-x.pdf',
      healthInfo: null,
      emergencyContact: null,
      professionalInfo: {
        medicalRegistrationNumber: 'GMC-7654321',
        speciality: 'Cardiology',
        yearsOfExperience: 12,
        associatedHospital: '',
        qualifications: 'MBBS, MD',
      },
      availability: { availabilitySchedule: 'Mon-Fri', weeklyHours: null },
      doctorOptional: { biography: 'Cardiologist.' },
    });
    expect(
      newAccountFrom('user', patientFields, { licenseProof: 'licence-x.pdf' }, 'hash', NOW).licenseProof,
    ).toBeNull();
  });
});
