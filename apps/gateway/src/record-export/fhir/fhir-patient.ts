import {
  type FhirContactPoint,
  type FhirPatient,
  type FhirPatientContact,
  type Gender,
  type UserProfile,
} from '@vitalsync/contracts';

// R4 administrative-gender; the spec's "Others" is FHIR's "other".
const GENDERS: Readonly<Record<Gender, FhirPatient['gender']>> = {
  Male: 'male',
  Female: 'female',
  Others: 'other',
};

const phone = (value: string): FhirContactPoint[] =>
  value.trim() ? [{ system: 'phone', value: value.trim() }] : [];

/** The emergency contact as R4 Patient.contact; none when the profile holds nothing of it. */
const emergencyContactOf = (profile: UserProfile): FhirPatientContact[] => {
  const { emergencyContactName, emergencyContactRelationship, emergencyContactPhone } =
    profile.emergency_contact;
  const contact: FhirPatientContact = {
    ...(emergencyContactRelationship.trim()
      ? { relationship: [{ text: emergencyContactRelationship.trim() }] }
      : {}),
    ...(emergencyContactName.trim() ? { name: { text: emergencyContactName.trim() } } : {}),
    ...(emergencyContactPhone.trim() ? { telecom: phone(emergencyContactPhone) } : {}),
  };
  // pat-1: a contact needs a name, a telecom, an address or an organisation.
  return contact.name || contact.telecom ? [contact] : [];
};

/** The patient: name, phone and e-mail, gender, date of birth and the emergency contact. */
export const toFhirPatient = (profile: UserProfile): FhirPatient => {
  const { fullName, email, phoneNumber, dateOfBirth, gender } = profile.personal_info;
  const telecom = [...phone(phoneNumber), ...(email ? [{ system: 'email' as const, value: email }] : [])];
  const contact = emergencyContactOf(profile);
  return {
    resourceType: 'Patient',
    id: profile._id.toLowerCase(),
    ...(fullName.trim() ? { name: [{ text: fullName.trim() }] } : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(gender ? { gender: GENDERS[gender] } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? { birthDate: dateOfBirth } : {}),
    ...(contact.length > 0 ? { contact } : {}),
  };
};
