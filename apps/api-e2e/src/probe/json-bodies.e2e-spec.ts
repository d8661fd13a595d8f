import { ApiClient, RUN_MODES, type SystemUnderTest, logIn, signUp, startSystem } from '@vitalsync/testing';

import { jsonOf, rawRequest } from './raw-http';

const FORBIDDEN_CHARACTERS = 'This field contains characters that are not allowed.';

/** A profile save whose health_info is an object nested `depth` levels deep. */
const nested = (depth: number): string =>
  '{"role":"user","health_info":' + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) + '}';

describe.each(RUN_MODES)('probe: JSON bodies (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let patient: ApiClient;
  const saveProfile = (body: string, contentType = 'application/json') =>
    rawRequest(system.baseUrl, {
      method: 'POST',
      target: '/api/dashboard/profile',
      headers: { 'content-type': contentType, cookie: patient.cookie ?? '' },
      body,
    });
  const storedWeight = async () =>
    (await patient.get<{ profile: { health_info: { weight: unknown } } }>('/api/dashboard/profile')).body
      .profile.health_info.weight;

  beforeAll(async () => {
    system = await startSystem(mode);
    patient = new ApiClient(system.baseUrl);
    expect((await logIn(patient, await signUp(patient, 'user'))).status).toBe(200);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should refuse JSON nested 5,000 levels deep with 400 and a message', async () => {
    const response = await saveProfile(nested(5000));
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toEqual({
      status: 'error',
      code: 'request.invalid',
      message: expect.any(String),
    });
  });

  it('should refuse a JSON body over 64 KiB with 413', async () => {
    const body = JSON.stringify({ role: 'user', padding: 'x'.repeat(70 * 1024) });
    const response = await saveProfile(body);
    expect(response.status).toBe(413);
    expect(jsonOf(response)).toEqual({
      status: 'error',
      code: 'request.too_large',
      message: expect.any(String),
    });
  });

  it.each([
    ['a NUL byte', 'Ada\u0000Lovelace'],
    ['a lone surrogate', 'Ada\ud800Lovelace'],
  ])('should refuse %s in a profile field with 422 and the field named', async (_case, fullName) => {
    const response = await saveProfile(JSON.stringify({ role: 'user', personal_info: { fullName } }));
    expect(response.status).toBe(422);
    expect(jsonOf(response)['errors']).toEqual({ 'personal_info.fullName': FORBIDDEN_CHARACTERS });
  });

  it('should refuse a weight of 1e309 with the weight message and keep the stored weight', async () => {
    const before = await storedWeight();
    const response = await saveProfile('{"role":"user","health_info":{"weight":1e309}}');
    expect(response.status).toBe(422);
    expect(jsonOf(response)['errors']).toEqual({
      'health_info.weight': 'Weight must be a number from 1 to 500 kg',
    });
    expect(await storedWeight()).toBe(before);
  });

  it.each([
    [
      '/api/authenticate/login',
      'application/x-www-form-urlencoded',
      'role=user&email=a%40b.co&password=secret1',
    ],
    ['/api/authenticate/login', 'text/plain', '{"role":"user","email":"a@b.co","password":"secret1"}'],
    [
      '/api/dashboard/profile',
      'application/x-www-form-urlencoded',
      'role=user&personal_info%5BfullName%5D=Eve',
    ],
    ['/api/dashboard/profile', 'text/plain', '{"role":"user"}'],
  ])('should answer 415 to POST %s sent as %s', async (target, contentType, body) => {
    const response = await rawRequest(system.baseUrl, {
      method: 'POST',
      target,
      headers: { 'content-type': contentType, cookie: patient.cookie ?? '' },
      body,
    });
    expect(response.status).toBe(415);
    expect(jsonOf(response)).toEqual({
      status: 'error',
      code: 'request.unsupported_media_type',
      message: expect.any(String),
    });
  });
});
