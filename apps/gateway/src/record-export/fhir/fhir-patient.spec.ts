import { recordPatient } from '../../testing/record-fixtures';
import { toFhirPatient } from './fhir-patient';

describe('toFhirPatient', () => {
  it('should give the name, phone, e-mail, gender, birth date and the emergency contact', () => {
    expect(toFhirPatient(recordPatient())).toEqual({
      resourceType: 'Patient',
      id: '7a0c1d4e-0000-4000-8000-00000000000b',
      name: [{ text: 'Ada Lovelace' }],
      telecom: [
        { system: 'phone', value: '0123456' },
        { system: 'email', value: 'ada@example.com' },
      ],
      gender: 'female',
      birthDate: '1985-06-15',
      contact: [
        {
          relationship: [{ text: 'Friend' }],
          name: { text: 'Charles' },
          telecom: [{ system: 'phone', value: '0123456' }],
        },
      ],
    });
  });

  it.each([
    ['Male', 'male'],
    ['Female', 'female'],
    ['Others', 'other'],
  ] as const)('should map the gender %s to %s', (gender, fhir) => {
    const profile = recordPatient();
    expect(toFhirPatient({ ...profile, personal_info: { ...profile.personal_info, gender } }).gender).toBe(
      fhir,
    );
  });

  it('should leave out what the profile does not hold rather than export empty values', () => {
    const profile = recordPatient();
    const patient = toFhirPatient({
      ...profile,
      personal_info: { ...profile.personal_info, gender: '', dateOfBirth: '' },
      emergency_contact: {
        emergencyContactName: ' ',
        emergencyContactRelationship: 'Friend',
        emergencyContactPhone: '',
      },
    });
    expect(patient).not.toHaveProperty('gender');
    expect(patient).not.toHaveProperty('birthDate');
    // R4 pat-1: a contact with neither name nor telecom is no contact.
    expect(patient).not.toHaveProperty('contact');
  });
});
