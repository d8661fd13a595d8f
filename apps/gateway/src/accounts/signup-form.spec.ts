import { Readable } from 'node:stream';

import { HttpException } from '@nestjs/common';
import { malformed } from '@vitalsync/testing';

import { MemoryStorage, PDF, PNG } from '../testing/memory-storage';

import { type FormPart, fieldPath, parseSignupForm } from './signup-form';

const field = (fieldname: string, value: string): FormPart => ({ type: 'field', fieldname, value });
const file = (fieldname: string, filename: string, mimetype: string, content: Buffer): FormPart => ({
  type: 'file',
  fieldname,
  filename,
  mimetype,
  file: Readable.from([content]),
});

async function* partsOf(parts: FormPart[]): AsyncIterable<FormPart> {
  for (const part of parts) yield part;
}

const doctorFields = [
  field('personal_info[fullName]', 'Grace Hopper'),
  field('personal_info[email]', 'grace@example.com'),
  field('personal_info[phoneNumber]', '0123456789'),
  field('personal_info[dateOfBirth]', '1970-01-01'),
  field('personal_info[gender]', 'Female'),
  field('authentication_details[password]', 'secret1'),
  field('professional_info[medicalRegistrationNumber]', 'GMC-1'),
  field('professional_info[speciality]', 'Cardiology'),
  field('professional_info[yearsOfExperience]', '10'),
  field('professional_info[qualifications]', 'MBBS'),
];

describe('fieldPath', () => {
  it('reads the spec flattened keys and dotted keys alike', () => {
    expect(fieldPath('personal_info[email]')).toBe('personal_info.email');
    expect(fieldPath('personal_info.email')).toBe('personal_info.email');
  });
});

describe('parseSignupForm', () => {
  it('stores a valid licence and picture under random names and reports no error', async () => {
    const storage = new MemoryStorage();
    const sut = await parseSignupForm(
      'doctor',
      partsOf([
        ...doctorFields,
        file('professional_info[licenseProof]', 'licence.pdf', 'application/pdf', PDF),
        file('optional[profilePicture]', 'me.png', 'image/png', PNG),
      ]),
      storage,
    );
    expect(sut.errors).toEqual({});
    expect(sut.files.licenseProof).toMatch(/^licence-[0-9a-f-]{36}\.pdf$/);
    expect(sut.files.profilePicture).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(storage.objects.get(sut.files.profilePicture ?? '')).toEqual(PNG);
    expect(sut.fields['personal_info.email']).toBe('grace@example.com');
  });

  it('drops an oversize file mid-stream, keeps nothing of it, and still reads the parts after it', async () => {
    const storage = new MemoryStorage();
    const huge = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const sut = await parseSignupForm(
      'doctor',
      partsOf([
        file('optional[profilePicture]', 'me.png', 'image/png', huge),
        ...doctorFields,
        file('professional_info[licenseProof]', 'licence.pdf', 'application/pdf', PDF),
      ]),
      storage,
    );
    expect(sut.errors).toEqual({ 'optional.profilePicture': 'File size cannot exceed 1MB' });
    expect(sut.fields['personal_info.fullName']).toBe('Grace Hopper');
    expect([...storage.objects.keys()]).toEqual([sut.files.licenseProof]);
  });

  it('refuses content that contradicts the name and deletes what it stored', async () => {
    const storage = new MemoryStorage();
    const sut = await parseSignupForm(
      'doctor',
      partsOf([
        ...doctorFields,
        file('professional_info[licenseProof]', 'licence.pdf', 'application/pdf', PNG),
      ]),
      storage,
    );
    expect(sut.errors).toEqual({
      'professional_info.licenseProof': 'File must be in PNG, JPG, JPEG or PNG format',
    });
    expect(storage.objects.size).toBe(0);
  });

  it('requires the licence, ignores confirmPassword and refuses fields the form does not have', async () => {
    const sut = await parseSignupForm(
      'doctor',
      partsOf([
        ...doctorFields,
        field('authentication_details[confirmPassword]', 'x'),
        field('account[isAdmin]', 'true'),
      ]),
      new MemoryStorage(),
    );
    expect(sut.errors).toEqual({
      'professional_info.licenseProof': 'License Proof is Required',
      'account.isAdmin': 'This field is not accepted.',
    });
    expect(sut.fields).not.toHaveProperty('authentication_details.confirmPassword');
  });

  it('keeps only the first file of a field (spec: only the first file is sent)', async () => {
    const storage = new MemoryStorage();
    const sut = await parseSignupForm(
      'user',
      partsOf([
        file('optional[profilePicture]', 'a.png', 'image/png', PNG),
        file('optional[profilePicture]', 'b.png', 'image/png', PNG),
      ]),
      storage,
    );
    expect(storage.objects.size).toBe(1);
    expect(sut.errors['optional.profilePicture']).toBeUndefined();
  });

  it('refuses a field whose path is __proto__ like any other field the form does not have', async () => {
    const sut = await parseSignupForm(
      'user',
      partsOf([field('[__proto__]', 'x'), field('__proto__[polluted]', 'x')]),
      new MemoryStorage(),
    );
    expect(Object.hasOwn(sut.errors, '__proto__')).toBe(true);
    expect(sut.errors['__proto__']).toBe('This field is not accepted.');
    expect(sut.errors['__proto__.polluted']).toBe('This field is not accepted.');
    expect(Object.keys(sut.fields)).toEqual([]);
  });

  it.each([
    ['an 8-byte PNG signature', 'optional[profilePicture]', 'me.png', 'image/png', PNG.subarray(0, 8)],
    ['a bare %PDF-', 'professional_info[licenseProof]', 'l.pdf', 'application/pdf', Buffer.from('%PDF-')],
  ])('refuses %s as incomplete and keeps nothing of it', async (_case, name, filename, type, content) => {
    const storage = new MemoryStorage();
    const sut = await parseSignupForm('doctor', partsOf([file(name, filename, type, content)]), storage);
    expect(sut.errors[fieldPath(name)]).toMatch(/^File must be in /);
    expect(storage.objects.size).toBe(0);
  });

  it.each([
    [
      'a limit of the multipart plugin (413)',
      Object.assign(new Error('reach fields limit'), { statusCode: 413 }),
      413,
    ],
    [
      'a prototype field name (400)',
      Object.assign(new Error('prototype property'), { statusCode: 400 }),
      400,
    ],
    ['a malformed body (no boundary)', new Error('Multipart: Boundary not found'), 400],
  ])(
    'deletes what it stored when parsing stops at %s, and fails with its status',
    async (_case, failure, status) => {
      const storage = new MemoryStorage();
      async function* failingAfterPicture(): AsyncIterable<FormPart> {
        yield file('optional[profilePicture]', 'me.png', 'image/png', PNG);
        throw failure;
      }
      const outcome = await parseSignupForm('user', failingAfterPicture(), storage).catch(
        (error: unknown) => error,
      );
      const received = outcome as { statusCode?: number };
      expect(outcome instanceof HttpException ? outcome.getStatus() : received.statusCode).toBe(status);
      expect(storage.objects.size).toBe(0);
    },
  );

  it('refuses a part without a name with 400 and deletes what it stored', async () => {
    const storage = new MemoryStorage();
    const nameless = malformed<FormPart>({ type: 'field', fieldname: undefined, value: 'x' });
    const outcome = await parseSignupForm(
      'user',
      partsOf([file('optional[profilePicture]', 'me.png', 'image/png', PNG), nameless]),
      storage,
    ).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(HttpException);
    expect((outcome as HttpException).getStatus()).toBe(400);
    expect(storage.objects.size).toBe(0);
  });
});
