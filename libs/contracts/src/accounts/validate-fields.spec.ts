import {
  LICENSE_PROOF_RULE,
  LOGIN_RULES,
  PROFILE_PICTURE_RULE,
  PROFILE_RULES,
  SIGNUP_REQUEST_RULES,
  SIGNUP_RULES,
} from './account.rules';
import { FORBIDDEN_CHARACTERS_MESSAGE, checkFile, flattenGroups, validateFields } from './validate-fields';

const TODAY = new Date('2026-11-21T12:00:00Z');

const validUser = {
  'personal_info.fullName': 'Ada Patient',
  'personal_info.email': 'ada@example.com',
  'personal_info.phoneNumber': '+44-7700-900123',
  'personal_info.dateOfBirth': '1990-04-02',
  'personal_info.gender': '',
  'authentication_details.password': 'secret1',
  'authentication_details.confirmPassword': 'secret1',
  'emergency_contact.emergencyContactName': 'Bob',
  'emergency_contact.emergencyContactRelationship': 'Brother',
  'emergency_contact.emergencyContactPhone': '0123456',
};

const validDoctor = {
  ...validUser,
  'personal_info.gender': 'Female',
  'professional_info.medicalRegistrationNumber': 'GMC-123',
  'professional_info.speciality': 'Cardiology',
  'professional_info.yearsOfExperience': '12',
  'professional_info.qualifications': 'MBBS, MD',
};

describe('login rules', () => {
  it.each([
    [{ email: '', password: 'abcd' }, 'email', 'Email is Required'],
    [{ email: 'not-an-email', password: 'abcd' }, 'email', 'Invalid Email Address'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is Required'],
    [{ email: 'a@b.co', password: 'abc' }, 'password', 'Password must be at least 4 characters'],
    [{ email: 'a@b.co', password: '0123456789' }, 'password', 'Password cannot exceed 8 characters'],
  ])('refuses %j with "%s: %s"', (values, field, message) => {
    expect(validateFields(LOGIN_RULES, values)).toEqual({ [field]: message });
  });

  it('accepts a 9-character password: the enforced limit is 9 although the message says 8', () => {
    expect(validateFields(LOGIN_RULES, { email: 'a@b.co', password: '123456789' })).toEqual({});
  });
});

describe('signup rules', () => {
  it('accepts a complete patient and a complete doctor', () => {
    expect(validateFields(SIGNUP_RULES.user, validUser, TODAY)).toEqual({});
    expect(validateFields(SIGNUP_RULES.doctor, validDoctor, TODAY)).toEqual({});
  });

  it.each([
    ['personal_info.fullName', '', 'Full Name is Required'],
    ['personal_info.email', '', 'Email is Required'],
    ['personal_info.email', 'ada@', 'Invalid Email Address'],
    ['personal_info.phoneNumber', '', 'Phone Number is Required'],
    ['personal_info.phoneNumber', '12345', 'Invalid Phone Number'],
    ['personal_info.phoneNumber', '+1234567890123456', 'Invalid Phone Number'],
    ['personal_info.phoneNumber', '-123456', 'Invalid Phone Number'],
    ['personal_info.dateOfBirth', '', 'DOB is Required'],
    ['personal_info.dateOfBirth', '2030-01-01', 'Date of Birth must be a real date in the past'],
    ['personal_info.dateOfBirth', '1990-02-31', 'Date of Birth must be a real date in the past'],
    ['personal_info.gender', 'Robot', 'Gender must be Male, Female or Others'],
    ['authentication_details.password', '', 'Password is Required'],
    ['authentication_details.password', 'abc', 'Password must be at least 4 characters'],
    ['authentication_details.password', 'abcdefghij', 'Password cannot exceed 8 characters'],
    ['authentication_details.confirmPassword', '', 'Confirm Password is Required'],
    ['authentication_details.confirmPassword', 'secret2', 'Passwords do not match'],
    ['emergency_contact.emergencyContactName', '', 'Contact Name is Required'],
    ['emergency_contact.emergencyContactRelationship', '', 'Relationship is Required'],
    ['emergency_contact.emergencyContactPhone', '', 'Phone Number is Required'],
    ['emergency_contact.emergencyContactPhone', 'abc', 'Invalid Phone Number'],
    ['health_info.weight', 'heavy', 'Weight must be a number from 1 to 500 kg'],
    ['health_info.height', '900', 'Height must be a number from 30 to 272 cm'],
    ['health_info.heartRate', '5', 'Heart Rate must be a number from 20 to 250 bpm'],
    ['health_info.bloodGroup', 'C+', 'Blood Group must be one of A+, A-, B+, B-, AB+, AB-, O+, O-'],
  ])('a patient with %s = "%s" gets "%s"', (path, value, message) => {
    const values = { ...validUser, [path]: value };
    if (path === 'authentication_details.password')
      values['authentication_details.confirmPassword'] = value || 'x';
    const errors = validateFields(SIGNUP_RULES.user, values, TODAY);
    expect(errors[path]).toBe(message);
    expect(
      Object.keys(errors).filter((p) => p === path || p !== 'authentication_details.confirmPassword'),
    ).toEqual([path]);
  });

  it('phone numbers accept 6 to 15 characters with an optional plus and hyphens', () => {
    for (const phone of ['123456', '+123456', '123-456-7890', '123456789012345']) {
      expect(
        validateFields(SIGNUP_RULES.user, { ...validUser, 'personal_info.phoneNumber': phone }, TODAY),
      ).toEqual({});
    }
  });

  it.each([
    ['personal_info.gender', '', 'Gender is Required'],
    ['professional_info.medicalRegistrationNumber', '', 'Medical Registration Number is Required'],
    ['professional_info.speciality', '', 'Speciality is Required'],
    ['professional_info.yearsOfExperience', '', 'Years of Experience is Required'],
    [
      'professional_info.yearsOfExperience',
      'many',
      'Years of Experience must be a number from 0 to 70 years',
    ],
    ['professional_info.qualifications', '', 'Qualifications are Required'],
  ])('a doctor with %s = "%s" gets "%s"', (path, value, message) => {
    expect(validateFields(SIGNUP_RULES.doctor, { ...validDoctor, [path]: value }, TODAY)).toEqual({
      [path]: message,
    });
  });

  it('does not ask doctors for an emergency contact nor patients for professional details', () => {
    expect(Object.keys(SIGNUP_RULES.doctor).some((path) => path.startsWith('emergency_contact.'))).toBe(
      false,
    );
    expect(Object.keys(SIGNUP_RULES.user).some((path) => path.startsWith('professional_info.'))).toBe(false);
  });

  it('reports every broken field at once', () => {
    expect(Object.keys(validateFields(SIGNUP_RULES.user, {}, TODAY)).sort()).toEqual([
      'authentication_details.confirmPassword',
      'authentication_details.password',
      'emergency_contact.emergencyContactName',
      'emergency_contact.emergencyContactPhone',
      'emergency_contact.emergencyContactRelationship',
      'personal_info.dateOfBirth',
      'personal_info.email',
      'personal_info.fullName',
      'personal_info.phoneNumber',
    ]);
  });
});

describe('characters no field may hold', () => {
  it.each([
    ['a NUL character', 'Ada\u0000Patient'],
    ['a lone high surrogate', 'Ada\ud800'],
    ['a lone low surrogate', '\udc00Ada'],
  ])('refuses %s in any text field, keyed by the field', (_case, text) => {
    expect(
      validateFields(SIGNUP_RULES.user, { ...validUser, 'personal_info.fullName': text }, TODAY),
    ).toEqual({
      'personal_info.fullName': FORBIDDEN_CHARACTERS_MESSAGE,
    });
    expect(validateFields(LOGIN_RULES, { email: `a${text}@b.co`, password: 'secret1' })).toEqual({
      email: FORBIDDEN_CHARACTERS_MESSAGE,
    });
  });

  it('accepts characters outside the basic plane written as surrogate pairs', () => {
    expect(
      validateFields(SIGNUP_RULES.user, { ...validUser, 'personal_info.fullName': 'Ada 😀' }, TODAY),
    ).toEqual({});
  });
});

describe('signup request rules', () => {
  it('are the form rules without confirmPassword, which the client never sends', () => {
    for (const role of ['user', 'doctor'] as const) {
      const { ['authentication_details.confirmPassword']: confirm, ...rest } = SIGNUP_RULES[role];
      expect(confirm).toBeDefined();
      expect(SIGNUP_REQUEST_RULES[role]).toEqual(rest);
    }
  });
});

describe('profile rules', () => {
  it('leave out credentials and the email, which the editor never changes', () => {
    for (const rules of [PROFILE_RULES.user, PROFILE_RULES.doctor]) {
      expect(
        Object.keys(rules).filter(
          (p) => p.startsWith('authentication_details.') || p === 'personal_info.email',
        ),
      ).toEqual([]);
    }
  });
});

describe('file rules', () => {
  it.each([
    [LICENSE_PROOF_RULE, undefined, 'License Proof is Required'],
    [LICENSE_PROOF_RULE, { name: 'licence.docx', size: 10 }, 'File must be in PNG, JPG, JPEG or PNG format'],
    [LICENSE_PROOF_RULE, { name: 'licence.pdf', size: 3145729 }, 'File size cannot exceed 3MB'],
    [PROFILE_PICTURE_RULE, { name: 'me.gif', size: 10 }, 'File must be in JPG, JPEG, or PNG format'],
    [PROFILE_PICTURE_RULE, { name: 'me.png', size: 1048577 }, 'File size cannot exceed 1MB'],
  ])('%#: refuses with the spec message', (rule, file, message) => {
    expect(checkFile(rule, file)).toBe(message);
  });

  it('accepts files at the exact size limits, extensions in any case', () => {
    expect(checkFile(LICENSE_PROOF_RULE, { name: 'licence.PDF', size: 3145728 })).toBeUndefined();
    expect(checkFile(PROFILE_PICTURE_RULE, { name: 'me.JPEG', size: 1048576 })).toBeUndefined();
    expect(checkFile(PROFILE_PICTURE_RULE, undefined)).toBeUndefined();
  });
});

describe('flattenGroups', () => {
  it('turns section groups into group.field paths', () => {
    expect(flattenGroups({ personal_info: { email: 'a@b.co' }, role: 'user' })).toEqual({
      'personal_info.email': 'a@b.co',
    });
  });
});
