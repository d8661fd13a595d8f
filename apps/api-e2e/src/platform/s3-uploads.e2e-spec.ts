import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';

import { LICENSE_PROOF_MAX_BYTES } from '@vitalsync/contracts';
import { type S3rverServer, minioClientFor, startS3rver } from '@vitalsync/storage';
import {
  ApiClient,
  LICENCE_PDF,
  PICTURE_PNG,
  PNG_1PX,
  type SystemUnderTest,
  logIn,
  paddedFile,
  paddedPdf,
  signupForm,
  startSystem,
  uniqueEmail,
  validSignupFields,
} from '@vitalsync/testing';
import { type Client } from 'minio';

const BUCKET = 'vitalsync-e2e';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Every key of the bucket, read straight from S3 (not through the gateway). */
const storedKeys = async (client: Client): Promise<string[]> => {
  if (!(await client.bucketExists(BUCKET))) return [];
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(BUCKET, '', true)) keys.push((item as { name: string }).name);
  return keys.sort();
};

const objectBytes = async (client: Client, key: string): Promise<Buffer> =>
  buffer(await client.getObject(BUCKET, key));

describe('uploads in distributed mode with S3 storage (s3rver)', () => {
  let s3: S3rverServer;
  let system: SystemUnderTest;
  let bucket: Client;
  let client: ApiClient;

  beforeAll(async () => {
    s3 = await startS3rver();
    system = await startSystem('distributed', s3.env(BUCKET));
    bucket = minioClientFor({ ...s3, bucket: BUCKET });
    client = new ApiClient(system.baseUrl);
  });

  afterAll(async () => {
    await system?.stop();
    await s3?.close();
  });

  const signup = (role: 'user' | 'doctor', email: string, files: Parameters<typeof signupForm>[2]) =>
    client.post(`/api/authenticate/signup/${role}`, {
      form: signupForm(role, validSignupFields(role, email), files),
    });

  it('streams a licence proof of exactly 3 MB into the bucket, byte for byte', async () => {
    const before = await storedKeys(bucket);
    const licence = paddedPdf(LICENSE_PROOF_MAX_BYTES);
    const response = await signup('doctor', uniqueEmail('s3-doctor'), [{ ...LICENCE_PDF, content: licence }]);
    expect(response.status).toBe(201);

    const added = (await storedKeys(bucket)).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^licence-.+\.pdf$/)]);
    const stored = await objectBytes(bucket, added[0]);
    expect(stored.length).toBe(LICENSE_PROOF_MAX_BYTES);
    expect(sha256(stored)).toBe(sha256(licence));
  });

  it('refuses a licence proof one byte over 3 MB with the spec message, and leaves nothing in the bucket', async () => {
    const before = await storedKeys(bucket);
    const picture = { ...PICTURE_PNG, content: paddedFile(PNG_1PX, 2048) };
    const response = await signup('doctor', uniqueEmail('s3-doctor'), [
      picture,
      { ...LICENCE_PDF, content: paddedPdf(LICENSE_PROOF_MAX_BYTES + 1) },
    ]);
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      'professional_info.licenseProof': 'File size cannot exceed 3MB',
    });
    expect(await storedKeys(bucket)).toEqual(before);
  });

  it('deletes the stored files again when the account service refuses the signup', async () => {
    const email = uniqueEmail('s3-twice');
    expect((await signup('doctor', email, [LICENCE_PDF])).status).toBe(201);
    const before = await storedKeys(bucket);

    const again = await signup('doctor', email, [LICENCE_PDF, PICTURE_PNG]);
    expect(again.status).toBe(409);
    expect(await storedKeys(bucket)).toEqual(before);
  });

  it('serves a profile picture back from the bucket', async () => {
    const email = uniqueEmail('s3-patient');
    const picture = paddedFile(PNG_1PX, 4096);
    expect((await signup('user', email, [{ ...PICTURE_PNG, content: picture }])).status).toBe(201);
    const session = new ApiClient(system.baseUrl);
    const login = await logIn(session, { role: 'user', email, password: 'secret12' });
    const name = (login.body as { profile: { profilePicture: string } }).profile.profilePicture;

    const served = await fetch(`${system.baseUrl}/api/profilePicture/${name}`, {
      headers: { cookie: session.cookie ?? '' },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(picture));
    expect(await storedKeys(bucket)).toContain(name);
  });
});
