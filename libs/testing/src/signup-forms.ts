import { randomBytes } from 'node:crypto';

import { type Role } from '@vitalsync/contracts';

import { type ApiClient } from './api-client';
import { PDF_MINIMAL, PNG_1PX, fileBlob } from './file-fixtures';
import { PATIENT_HEALTH_FIELDS } from './profile-fixtures';

export type FormFields = Record<string, string>;

export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** Valid signup fields by `group.field` path, as the spec's form sends them (no confirmPassword). */
export const validSignupFields = (role: Role, email = uniqueEmail(role)): FormFields => ({
  'personal_info.fullName': role === 'doctor' ? 'Grace Hopper' : 'Ada Lovelace',
  'personal_info.email': email,
  'personal_info.phoneNumber': '+44-7700-900123',
  'personal_info.dateOfBirth': '1985-06-15',
  'personal_info.gender': 'Female',
  'authentication_details.username': '',
  'authentication_details.password': 'secret12',
  ...(role === 'user'
    ? {
        'health_info.weight': String(PATIENT_HEALTH_FIELDS.weight),
        'health_info.height': String(PATIENT_HEALTH_FIELDS.height),
        'health_info.bloodGroup': PATIENT_HEALTH_FIELDS.bloodGroup,
        'health_info.heartRate': String(PATIENT_HEALTH_FIELDS.heartRate),
        'health_info.knownAllergies': PATIENT_HEALTH_FIELDS.knownAllergies,
        'health_info.existingMedicalConditions': PATIENT_HEALTH_FIELDS.existingMedicalConditions,
        'emergency_contact.emergencyContactName': 'Charles Babbage',
        'emergency_contact.emergencyContactRelationship': 'Friend',
        'emergency_contact.emergencyContactPhone': '0123456789',
      }
    : {
        'professional_info.medicalRegistrationNumber': 'GMC-7654321',
        'professional_info.speciality': 'Cardiology',
        'professional_info.yearsOfExperience': '12',
        'professional_info.associatedHospital': 'St Thomas',
        'professional_info.qualifications': 'MBBS, MD',
        'availability.availabilitySchedule': 'Mon-Fri 9:00-17:00',
        'optional.biography': 'Cardiologist.',
      }),
});

export interface SignupFile {
  field: string;
  name: string;
  content: Buffer;
  type: string;
}

export const LICENCE_PDF: SignupFile = {
  field: 'professional_info[licenseProof]',
  name: 'licence.pdf',
  content: PDF_MINIMAL,
  type: 'application/pdf',
};

export const PICTURE_PNG: SignupFile = {
  field: 'optional[profilePicture]',
  name: 'me.png',
  content: PNG_1PX,
  type: 'image/png',
};

/** Multipart body with the spec's flattened `group[field]` keys and a top-level role. */
export const signupForm = (role: Role, fields: FormFields, files: SignupFile[]): FormData => {
  const form = new FormData();
  form.append('role', role);
  for (const [path, value] of Object.entries(fields)) {
    const [group, field] = path.split('.');
    form.append(`${group}[${field}]`, value);
  }
  for (const file of files) form.append(file.field, fileBlob(file.content, file.type), file.name);
  return form;
};

export interface Account {
  role: Role;
  email: string;
  password: string;
  fields: FormFields;
}

/** What a signup of the role must attach: a doctor's licence proof. */
export const requiredSignupFiles = (role: Role): SignupFile[] => (role === 'doctor' ? [LICENCE_PDF] : []);

/** Signs up an account of the role (valid fields and required files unless given) and returns its credentials. */
export const signUp = async (
  client: ApiClient,
  role: Role,
  files: SignupFile[] = requiredSignupFiles(role),
  fields: FormFields = validSignupFields(role),
): Promise<Account> => {
  const response = await client.post(`/api/authenticate/signup/${role}`, {
    form: signupForm(role, fields, files),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${response.raw}`);
  return {
    role,
    email: fields['personal_info.email'] as string,
    password: fields['authentication_details.password'] as string,
    fields,
  };
};

export const logIn = (client: ApiClient, account: Pick<Account, 'role' | 'email' | 'password'>) =>
  client.post('/api/authenticate/login', {
    json: { role: account.role, email: account.email, password: account.password },
  });
