import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import {
  ApiClient,
  HTML_PAGE,
  JPEG_MINIMAL,
  LICENCE_PDF,
  PDF_MINIMAL,
  PICTURE_PNG,
  PNG_1PX,
  RUN_MODES,
  type SignupFile,
  type SystemUnderTest,
  logIn,
  paddedFile,
  paddedPdf,
  signupForm,
  startSystem,
  uniqueEmail,
  validSignupFields,
} from '@vitalsync/testing';

const storedFiles = (system: SystemUnderTest): string[] => {
  try {
    return readdirSync(join(system.dataDir, 'files')).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

describe.each(RUN_MODES)('signup (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let client: ApiClient;

  beforeAll(async () => {
    system = await startSystem(mode);
    client = new ApiClient(system.baseUrl);
  });

  afterAll(async () => {
    await system?.stop();
  });

  const signup = (role: 'user' | 'doctor', fields: Record<string, string>, files: SignupFile[]) =>
    client.post<{ status: string; message: string; errors?: Record<string, string> }>(
      `/api/authenticate/signup/${role}`,
      {
        form: signupForm(role, fields, files),
      },
    );

  it.each([
    ['user', 'personal_info.fullName', '', 'Full Name is Required'],
    ['user', 'personal_info.email', '', 'Email is Required'],
    ['user', 'personal_info.email', 'ada@nowhere', 'Invalid Email Address'],
    ['user', 'personal_info.phoneNumber', '12-3', 'Invalid Phone Number'],
    ['user', 'personal_info.dateOfBirth', '', 'DOB is Required'],
    ['user', 'authentication_details.password', '', 'Password is Required'],
    ['user', 'authentication_details.password', 'abc', 'Password must be at least 4 characters'],
    ['user', 'authentication_details.password', 'abcdefghij', 'Password cannot exceed 8 characters'],
    ['user', 'emergency_contact.emergencyContactName', '', 'Contact Name is Required'],
    ['user', 'emergency_contact.emergencyContactRelationship', '', 'Relationship is Required'],
    ['user', 'emergency_contact.emergencyContactPhone', '', 'Phone Number is Required'],
    ['user', 'health_info.heartRate', '900', 'Heart Rate must be a number from 20 to 250 bpm'],
    ['doctor', 'personal_info.gender', '', 'Gender is Required'],
    ['doctor', 'professional_info.qualifications', '', 'Qualifications are Required'],
    ['doctor', 'professional_info.speciality', '', 'Speciality is Required'],
    ['doctor', 'professional_info.medicalRegistrationNumber', '', 'Medical Registration Number is Required'],
    ['doctor', 'professional_info.yearsOfExperience', '', 'Years of Experience is Required'],
  ] as const)('refuses a %s with %s = "%s": 422 "%s", nothing stored', async (role, path, value, message) => {
    const before = storedFiles(system);
    const fields = { ...validSignupFields(role), [path]: value };
    const response = await signup(
      role,
      fields,
      role === 'doctor' ? [LICENCE_PDF, PICTURE_PNG] : [PICTURE_PNG],
    );
    expect(response.status).toBe(422);
    expect(response.body.status).toBe('error');
    expect(response.body.errors?.[path]).toBe(message);
    expect(storedFiles(system)).toEqual(before);
    if (!path.startsWith('personal_info.email') && !path.startsWith('authentication_details.password')) {
      const login = await logIn(new ApiClient(system.baseUrl), {
        role,
        email: fields['personal_info.email'] as string,
        password: fields['authentication_details.password'] as string,
      });
      expect(login.status).toBe(401);
    }
  });

  it.each([
    ['a missing licence', [], 'License Proof is Required'],
    [
      'a licence of another type',
      [{ ...LICENCE_PDF, name: 'licence.docx', type: 'application/msword' }],
      'File must be in PNG, JPG, JPEG or PNG format',
    ],
    [
      'an HTML page named licence.pdf',
      [{ ...LICENCE_PDF, content: HTML_PAGE }],
      'File must be in PNG, JPG, JPEG or PNG format',
    ],
    ['a licence over 3 MB', [{ ...LICENCE_PDF, content: paddedPdf(3145729) }], 'File size cannot exceed 3MB'],
  ] as const)('refuses a doctor with %s, and keeps no file', async (_case, files, message) => {
    const before = storedFiles(system);
    const response = await signup('doctor', validSignupFields('doctor'), [...files]);
    expect(response.status).toBe(422);
    expect(response.body.errors?.['professional_info.licenseProof']).toBe(message);
    expect(storedFiles(system)).toEqual(before);
  });

  it.each([
    [
      'a GIF',
      { ...PICTURE_PNG, name: 'me.gif', type: 'image/gif' },
      'File must be in JPG, JPEG, or PNG format',
    ],
    [
      'a PDF renamed me.png',
      { ...PICTURE_PNG, content: PDF_MINIMAL },
      'File must be in JPG, JPEG, or PNG format',
    ],
    [
      'a picture over 1 MB',
      { ...PICTURE_PNG, content: paddedFile(PNG_1PX, 1048577) },
      'File size cannot exceed 1MB',
    ],
  ] as const)('refuses a profile picture that is %s, and keeps no file', async (_case, file, message) => {
    const before = storedFiles(system);
    const response = await signup('doctor', validSignupFields('doctor'), [LICENCE_PDF, file]);
    expect(response.status).toBe(422);
    expect(response.body.errors?.['optional.profilePicture']).toBe(message);
    expect(storedFiles(system)).toEqual(before);
  });

  it('accepts files exactly at the limits', async () => {
    const licence = { ...LICENCE_PDF, content: paddedPdf(3145728) };
    const picture = { ...PICTURE_PNG, content: paddedFile(PNG_1PX, 1048576) };
    const response = await signup('doctor', validSignupFields('doctor'), [licence, picture]);
    expect(response.status).toBe(201);
  });

  it('signs up a patient with a picture and serves the picture, never the licence', async () => {
    // A licence stored by this test itself, so the check below does not rely on an earlier test having run.
    expect((await signup('doctor', validSignupFields('doctor'), [LICENCE_PDF])).status).toBe(201);
    const fields = validSignupFields('user');
    const response = await signup('user', fields, [
      { ...PICTURE_PNG, name: 'me.jpg', content: JPEG_MINIMAL, type: 'image/jpeg' },
    ]);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: 'success',
      message: 'You have Successfully Signed In! Its Time to Login In',
    });

    const session = new ApiClient(system.baseUrl);
    const login = await logIn(session, {
      role: 'user',
      email: fields['personal_info.email'] as string,
      password: 'secret12',
    });
    const picture = (login.body as { profile: { profilePicture: string } }).profile.profilePicture;
    expect(picture).toMatch(/\.jpg$/);
    const served = await fetch(`${system.baseUrl}/api/profilePicture/${picture}`, {
      headers: { cookie: session.cookie ?? '' },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(JPEG_MINIMAL);

    const licences = storedFiles(system).filter((name) => name.startsWith('licence-'));
    expect(licences.length).toBeGreaterThan(0);
    for (const licence of licences) {
      const attempt = await fetch(`${system.baseUrl}/api/profilePicture/${licence}`, {
        headers: { cookie: session.cookie ?? '' },
      });
      expect(attempt.status).toBe(404);
    }
  });

  it('refuses a second account with the same email in the same role (409), allows it in the other role', async () => {
    const email = uniqueEmail('twice');
    expect((await signup('user', validSignupFields('user', email), [])).status).toBe(201);
    const again = await signup('user', validSignupFields('user', email.toUpperCase()), []);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already/);
    expect((await signup('doctor', validSignupFields('doctor', email), [LICENCE_PDF])).status).toBe(201);
  });

  it('answers 404 for an unknown role and 400 for a body that is not multipart', async () => {
    expect(
      (
        await client.post('/api/authenticate/signup/admin', {
          form: signupForm('user', validSignupFields('user'), []),
        })
      ).status,
    ).toBe(404);
    expect((await client.post('/api/authenticate/signup/user', { json: {} })).status).toBe(400);
  });
});
