import { Readable } from 'node:stream';

import { type StoragePort } from '@vitalsync/storage';

import { type FormPart, fieldPath, parseSignupForm } from './signup-form';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = Buffer.from('%PDF-1.4 tiny');

class MemoryStorage implements StoragePort {
  readonly objects = new Map<string, Buffer>();

  async put(key: string, body: NodeJS.ReadableStream | Buffer): Promise<void> {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(body)) chunks.push(body);
    else for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    this.objects.set(key, Buffer.concat(chunks));
  }

  async get(): Promise<null> {
    return null;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }

  async exists(key: string): Promise<boolean> {
    return this.objects.has(key);
  }
}

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
});
