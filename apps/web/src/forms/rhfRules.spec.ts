import { LICENSE_PROOF_RULE, LOGIN_RULES, SIGNUP_RULES } from '@vitalsync/contracts';
import { type FieldValues, type Validate } from 'react-hook-form';

import { fieldOptions, fileOptions } from './rhfRules';

type Values = Record<string, Record<string, unknown>>;

const validatorOf = (options: { validate?: unknown }) => {
  if (typeof options.validate !== 'function') throw new Error('expected a single validate function');
  return options.validate as Validate<unknown, FieldValues>;
};

// What an <input type="file"> holds; jsdom cannot construct one directly.
const fileList = (...files: File[]): FileList =>
  Object.create(FileList.prototype, {
    length: { value: files.length },
    item: { value: (index: number) => files[index] ?? null },
  }) as FileList;

describe('fieldOptions', () => {
  it('answers with the contract message, or true when the value passes', () => {
    const validate = validatorOf(fieldOptions(LOGIN_RULES['email']));
    expect(validate('', {})).toBe('Email is Required');
    expect(validate('nope', {})).toBe('Invalid Email Address');
    expect(validate('ada@example.com', {})).toBe(true);
  });

  it('compares a confirmation with its field inside the nested form values', () => {
    const validate = validatorOf(fieldOptions(SIGNUP_RULES.user['authentication_details.confirmPassword']));
    const values: Values = { authentication_details: { password: 'secret1' } };
    expect(validate('secret2', values)).toBe('Passwords do not match');
    expect(validate('secret1', values)).toBe(true);
  });
});

describe('fileOptions', () => {
  const validate = validatorOf(fileOptions(LICENSE_PROOF_RULE));

  it('checks the first file of the input against the contract', () => {
    expect(validate(fileList(), {})).toBe('License Proof is Required');
    expect(validate(fileList(new File(['x'], 'cv.docx')), {})).toBe(
      'File must be in PNG, JPG, JPEG or PNG format',
    );
    expect(validate(fileList(new File(['%PDF'], 'licence.pdf'), new File(['x'], 'cv.docx')), {})).toBe(true);
  });
});
