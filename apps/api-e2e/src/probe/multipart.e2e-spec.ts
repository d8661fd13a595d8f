import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import {
  ApiClient,
  LICENCE_PDF,
  PICTURE_PNG,
  PNG_1PX,
  RUN_MODES,
  type SystemUnderTest,
  signupForm,
  startSystem,
  validSignupFields,
} from '@vitalsync/testing';

import { jsonOf, multipartBody, oneConnectionAgent, rawRequest } from './raw-http';

const BOUNDARY = 'probe-boundary-7d1f';
const FORBIDDEN_CHARACTERS = 'This field contains characters that are not allowed.';

const storedFiles = (system: SystemUnderTest): string[] => {
  try {
    return readdirSync(join(system.dataDir, 'files')).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

/** A valid patient form with a picture first, then whatever parts the probe adds. */
const patientFormWith = (
  extra: ReadonlyArray<{ disposition: string; contentType?: string; content: string | Buffer }>,
): Buffer =>
  multipartBody(BOUNDARY, [
    {
      disposition: 'form-data; name="optional[profilePicture]"; filename="me.png"',
      contentType: 'image/png',
      content: PNG_1PX,
    },
    ...Object.entries(validSignupFields('user')).map(([path, value]) => {
      const [group, field] = path.split('.');
      return { disposition: `form-data; name="${group}[${field}]"`, content: value };
    }),
    ...extra,
  ]);

const tooManyFields = Array.from({ length: 80 }, (_, i) => ({
  disposition: `form-data; name="extra[field${i}]"`,
  content: 'x'.repeat(200),
}));

describe.each(RUN_MODES)('probe: hostile multipart forms (%s mode)', (mode) => {
  let system: SystemUnderTest;
  const signupRaw = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    rawRequest(system.baseUrl, {
      method: 'POST',
      target: '/api/authenticate/signup/user',
      headers: { 'content-type': contentType },
      body,
    });

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should answer the next request on a keep-alive connection after refusing a form with too many fields', async () => {
    const agent = oneConnectionAgent();
    try {
      const refused = await rawRequest(
        system.baseUrl,
        {
          method: 'POST',
          target: '/api/authenticate/signup/user',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          // More body after the refusal point than the server reads ahead, so an unread rest stays on the socket.
          body: patientFormWith([
            ...tooManyFields,
            {
              disposition: 'form-data; name="optional[more]"; filename="more.png"',
              contentType: 'image/png',
              content: Buffer.alloc(2 * 1024 * 1024),
            },
          ]),
        },
        agent,
      );
      expect(refused.status).toBe(413);
      const next = await rawRequest(system.baseUrl, { method: 'GET', target: '/api/health' }, agent);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it.each([
    ['too many fields', tooManyFields, 413],
    ['a field named constructor', [{ disposition: 'form-data; name="constructor"', content: 'x' }], 400],
    ['a part without a name', [{ disposition: 'form-data', content: 'x' }], 400],
  ] as const)(
    'should delete the stored picture when it refuses a form with %s',
    async (_case, extra, status) => {
      const before = storedFiles(system);
      const response = await signupRaw(patientFormWith(extra));
      expect(response.status).toBe(status);
      expect(jsonOf(response)).toEqual({
        status: 'error',
        code: expect.any(String),
        message: expect.any(String),
      });
      expect(storedFiles(system)).toEqual(before);
    },
  );

  it('should refuse a multipart request without a boundary with 400 and a message', async () => {
    const response = await signupRaw(Buffer.from('whatever'), 'multipart/form-data');
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toEqual({
      status: 'error',
      code: 'request.invalid',
      message: expect.any(String),
    });
  });

  it.each([
    [
      'an 8-byte truncated PNG',
      { ...PICTURE_PNG, content: PNG_1PX.subarray(0, 8) },
      'optional.profilePicture',
    ],
    ['a 5-byte %PDF-', { ...LICENCE_PDF, content: Buffer.from('%PDF-') }, 'professional_info.licenseProof'],
  ] as const)('should refuse %s as the file it claims to be, and keep no file', async (_case, file, path) => {
    const before = storedFiles(system);
    const files = path === 'professional_info.licenseProof' ? [file] : [LICENCE_PDF, file];
    const response = await new ApiClient(system.baseUrl).post('/api/authenticate/signup/doctor', {
      form: signupForm('doctor', validSignupFields('doctor'), files),
    });
    expect(response.status).toBe(422);
    expect((response.body['errors'] as Record<string, string>)[path]).toMatch(/^File must be in /);
    expect(storedFiles(system)).toEqual(before);
  });

  it('should refuse a NUL byte in a signup field with 422 and the field named', async () => {
    const fields = { ...validSignupFields('user'), 'personal_info.fullName': 'Ada\u0000Lovelace' };
    const response = await new ApiClient(system.baseUrl).post('/api/authenticate/signup/user', {
      form: signupForm('user', fields, []),
    });
    expect(response.status).toBe(422);
    expect(response.body['errors']).toEqual({ 'personal_info.fullName': FORBIDDEN_CHARACTERS });
  });

  it('should refuse a field named [__proto__] like any other unknown field', async () => {
    const response = await signupRaw(
      patientFormWith([{ disposition: 'form-data; name="[__proto__]"', content: 'x' }]),
    );
    expect(response.status).toBe(422);
    expect(Object.hasOwn(jsonOf(response)['errors'] as object, '__proto__')).toBe(true);
  });
});
