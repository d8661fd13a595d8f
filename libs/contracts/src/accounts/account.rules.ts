import {
  EMAIL_PATTERN,
  BLOOD_GROUPS,
  GENDERS,
  LICENSE_PROOF_MAX_BYTES,
  LICENSE_PROOF_TYPES,
  LONG_TEXT_MAX_LENGTH,
  MEASUREMENT_RANGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  TEXT_MAX_LENGTH,
} from './account.limits';
import { type FieldRule, type FieldRules, type FileRules } from './field-rules';
import { type Role } from '../session/role';

const text = (label: string, required?: string, max = TEXT_MAX_LENGTH): FieldRule => ({
  label,
  ...(required ? { required } : {}),
  maxLength: { value: max, message: `${label} cannot exceed ${max} characters` },
});

const measurement = (label: string, key: keyof typeof MEASUREMENT_RANGES, required?: string): FieldRule => {
  const { min, max, unit } = MEASUREMENT_RANGES[key];
  return {
    label,
    ...(required ? { required } : {}),
    number: { min, max, message: `${label} must be a number from ${min} to ${max} ${unit}` },
  };
};

export const EMAIL_RULE: FieldRule = {
  label: 'Email',
  required: 'Email is Required',
  pattern: { value: EMAIL_PATTERN, message: 'Invalid Email Address' },
};

export const PASSWORD_RULE: FieldRule = {
  label: 'Password',
  required: 'Password is Required',
  minLength: {
    value: PASSWORD_MIN_LENGTH,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  },
  maxLength: { value: PASSWORD_MAX_LENGTH, message: 'Password cannot exceed 8 characters' },
};

/** Login form (docs/product/validation.md#login). */
export const LOGIN_RULES: FieldRules = { email: EMAIL_RULE, password: PASSWORD_RULE };

const personalInfo = (genderRequired: boolean): FieldRules => ({
  'personal_info.fullName': text('Full Name', 'Full Name is Required'),
  'personal_info.email': {
    ...EMAIL_RULE,
    maxLength: { value: TEXT_MAX_LENGTH, message: `Email cannot exceed ${TEXT_MAX_LENGTH} characters` },
  },
  'personal_info.phoneNumber': {
    label: 'Phone Number',
    required: 'Phone Number is Required',
    pattern: { value: PHONE_PATTERN, message: 'Invalid Phone Number' },
  },
  'personal_info.dateOfBirth': {
    label: 'Date of Birth',
    required: 'DOB is Required',
    pastDate: { message: 'Date of Birth must be a real date in the past' },
  },
  'personal_info.gender': {
    label: 'Gender',
    ...(genderRequired ? { required: 'Gender is Required' } : {}),
    oneOf: { values: GENDERS, message: 'Gender must be Male, Female or Others' },
  },
});

const authentication: FieldRules = {
  'authentication_details.username': text('Username', undefined, 50),
  'authentication_details.password': PASSWORD_RULE,
  'authentication_details.confirmPassword': {
    label: 'Confirm Password',
    required: 'Confirm Password is Required',
    sameAs: { field: 'authentication_details.password', message: 'Passwords do not match' },
  },
};

/** Health fields: optional at signup and in the profile editor, but numeric and in human ranges when given. */
export const HEALTH_INFO_RULES: FieldRules = {
  'health_info.weight': measurement('Weight', 'weight'),
  'health_info.height': measurement('Height', 'height'),
  'health_info.bloodGroup': {
    label: 'Blood Group',
    oneOf: { values: BLOOD_GROUPS, message: `Blood Group must be one of ${BLOOD_GROUPS.join(', ')}` },
  },
  'health_info.heartRate': measurement('Heart Rate', 'heartRate'),
  'health_info.knownAllergies': text('Known Allergies', undefined, LONG_TEXT_MAX_LENGTH),
  'health_info.existingMedicalConditions': text(
    'Existing Medical Conditions',
    undefined,
    LONG_TEXT_MAX_LENGTH,
  ),
};

const emergencyContact: FieldRules = {
  'emergency_contact.emergencyContactName': text('Contact Name', 'Contact Name is Required'),
  'emergency_contact.emergencyContactRelationship': text('Relationship', 'Relationship is Required'),
  'emergency_contact.emergencyContactPhone': {
    label: 'Phone Number',
    required: 'Phone Number is Required',
    pattern: { value: PHONE_PATTERN, message: 'Invalid Phone Number' },
  },
};

const professionalInfo: FieldRules = {
  'professional_info.medicalRegistrationNumber': text(
    'Medical Registration Number',
    'Medical Registration Number is Required',
    50,
  ),
  'professional_info.speciality': text('Speciality', 'Speciality is Required'),
  'professional_info.yearsOfExperience': measurement(
    'Years of Experience',
    'yearsOfExperience',
    'Years of Experience is Required',
  ),
  'professional_info.associatedHospital': text('Associated Hospital'),
  'professional_info.qualifications': text(
    'Qualifications',
    'Qualifications are Required',
    LONG_TEXT_MAX_LENGTH,
  ),
};

const doctorExtras: FieldRules = {
  'availability.availabilitySchedule': text('Availability Schedule', undefined, LONG_TEXT_MAX_LENGTH),
  'optional.biography': text('Biography', undefined, LONG_TEXT_MAX_LENGTH),
};

/**
 * Text fields of the signup form per role (docs/product/entities.md#registration-sections,
 * docs/product/validation.md#registration).
 */
export const SIGNUP_RULES: Readonly<Record<Role, FieldRules>> = {
  user: { ...personalInfo(false), ...authentication, ...HEALTH_INFO_RULES, ...emergencyContact },
  doctor: { ...personalInfo(true), ...authentication, ...professionalInfo, ...doctorExtras },
};

/** The form checks it; the signup request never carries it (docs/product/entities.md#login-and-signup-payloads). */
export const CONFIRM_PASSWORD_PATH = 'authentication_details.confirmPassword';

const withoutPaths = (rules: FieldRules, drop: (path: string) => boolean): FieldRules =>
  Object.fromEntries(Object.entries(rules).filter(([path]) => !drop(path)));

/** The signup fields a server checks: every form rule except the confirmation the client keeps to itself. */
export const SIGNUP_REQUEST_RULES: Readonly<Record<Role, FieldRules>> = {
  user: withoutPaths(SIGNUP_RULES.user, (p) => p === CONFIRM_PASSWORD_PATH),
  doctor: withoutPaths(SIGNUP_RULES.doctor, (p) => p === CONFIRM_PASSWORD_PATH),
};

export const PROFILE_PICTURE_RULE = {
  label: 'Profile Picture',
  extensions: PROFILE_PICTURE_TYPES,
  typeMessage: 'File must be in JPG, JPEG, or PNG format',
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  sizeMessage: 'File size cannot exceed 1MB',
} as const;

export const LICENSE_PROOF_RULE = {
  label: 'License Proof',
  required: 'License Proof is Required',
  extensions: LICENSE_PROOF_TYPES,
  typeMessage: 'File must be in PNG, JPG, JPEG or PNG format',
  maxBytes: LICENSE_PROOF_MAX_BYTES,
  sizeMessage: 'File size cannot exceed 3MB',
} as const;

/** File fields of the signup form per role, keyed like the multipart field names' paths. */
export const SIGNUP_FILE_RULES: Readonly<Record<Role, FileRules>> = {
  user: { 'optional.profilePicture': PROFILE_PICTURE_RULE },
  doctor: {
    'professional_info.licenseProof': LICENSE_PROOF_RULE,
    'optional.profilePicture': PROFILE_PICTURE_RULE,
  },
};

/** The profile editor: the signup rules minus credentials; email is shown but never changed there. */
export const PROFILE_RULES: Readonly<Record<Role, FieldRules>> = {
  user: withoutPaths(
    SIGNUP_RULES.user,
    (p) => p.startsWith('authentication_details.') || p === 'personal_info.email',
  ),
  doctor: withoutPaths(
    SIGNUP_RULES.doctor,
    (p) => p.startsWith('authentication_details.') || p === 'personal_info.email',
  ),
};
