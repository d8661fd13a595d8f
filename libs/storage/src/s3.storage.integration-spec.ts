import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { LICENSE_PROOF_MAX_BYTES } from '@vitalsync/contracts';

import { type S3rverServer, startS3rver } from './s3rver.testing';
import { S3Storage, type S3StorageConfig, SINGLE_PUT_MAX_BYTES } from './s3.storage';
import { newStorageKey } from './storage-key';
import { type StoredObject } from './storage.port';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

const bytesOf = async (stored: StoredObject | null): Promise<Buffer> => {
  if (!stored) throw new Error('nothing stored');
  return buffer(stored.body);
};

/** A stream that hands out `total` bytes in chunks of `chunk`, as an upload arrives (no length known ahead). */
const chunked = (bytes: Buffer, chunk: number): Readable =>
  Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += chunk) yield bytes.subarray(start, start + chunk);
    })(),
  );

const configOf = (s3: S3rverServer, bucket: string): S3StorageConfig => ({
  endpoint: s3.endpoint,
  bucket,
  accessKey: s3.accessKey,
  secretKey: s3.secretKey,
  region: s3.region,
});

/**
 * s3rver answers the requests of a single PUT, but not the listing of unfinished uploads that starts the minio
 * client's multipart upload: a body of unknown length over SINGLE_PUT_MAX_BYTES is left to the fake-client spec.
 * No upload the product takes comes near that size.
 */
describe('S3Storage against a real S3 API (s3rver, through the minio client)', () => {
  let s3: S3rverServer;
  let sut: S3Storage;

  beforeAll(async () => {
    s3 = await startS3rver();
    // The bucket does not exist yet: the driver creates it on first use.
    sut = new S3Storage(configOf(s3, 'vitalsync-files'));
  });

  afterAll(async () => {
    await s3?.close();
  });

  it('stores bytes with their content type and reads them back equal', async () => {
    const key = newStorageKey('png');
    const bytes = randomBytes(2048);
    await sut.put(key, bytes, { contentType: 'image/png', size: bytes.length });

    const stored = await sut.get(key);
    expect(stored).toMatchObject({ contentType: 'image/png', size: bytes.length });
    expect((await bytesOf(stored)).equals(bytes)).toBe(true);
    expect(await sut.exists(key)).toBe(true);
  });

  it('streams an upload of unknown length into the bucket', async () => {
    const key = newStorageKey('jpg');
    const bytes = randomBytes(300_000);
    await sut.put(key, chunked(bytes, 16 * 1024), { contentType: 'image/jpeg' });

    const stored = await sut.get(key);
    expect(stored?.size).toBe(bytes.length);
    expect(sha256(await bytesOf(stored))).toBe(sha256(bytes));
  });

  it('accepts a licence proof of exactly 3 MB, streamed as the gateway streams it, and returns it intact', async () => {
    expect(LICENSE_PROOF_MAX_BYTES).toBe(3_145_728);
    const key = `licence-${newStorageKey('pdf')}`;
    const bytes = randomBytes(LICENSE_PROOF_MAX_BYTES);
    await sut.put(key, chunked(bytes, 64 * 1024), { contentType: 'application/pdf' });

    const stored = await sut.get(key);
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: LICENSE_PROOF_MAX_BYTES });
    expect(sha256(await bytesOf(stored))).toBe(sha256(bytes));
  });

  it('replaces an object stored again under the same key', async () => {
    const key = newStorageKey('png');
    await sut.put(key, Buffer.from('first version'), { contentType: 'image/png' });
    await sut.put(key, Buffer.from('second'), { contentType: 'image/jpeg' });

    const stored = await sut.get(key);
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size: 6 });
    expect((await bytesOf(stored)).toString()).toBe('second');
  });

  it('deletes an object: it is gone, and deleting it again still succeeds', async () => {
    const key = newStorageKey('png');
    await sut.put(key, Buffer.from('to delete'), { contentType: 'image/png' });

    await sut.delete(key);
    expect(await sut.get(key)).toBeNull();
    expect(await sut.exists(key)).toBe(false);
    await expect(sut.delete(key)).resolves.toBeUndefined();
  });

  it('answers a key that was never stored with null (get), false (exists), and a quiet delete', async () => {
    const key = newStorageKey('pdf');
    expect(await sut.get(key)).toBeNull();
    expect(await sut.exists(key)).toBe(false);
    await expect(sut.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a body shorter or longer than the size announced, and keeps nothing', async () => {
    const short = newStorageKey('png');
    await expect(
      sut.put(short, chunked(randomBytes(1000), 100), { contentType: 'image/png', size: 2000 }),
    ).rejects.toThrow();
    expect(await sut.exists(short)).toBe(false);

    const long = newStorageKey('png');
    await expect(
      sut.put(long, chunked(randomBytes(3000), 100), { contentType: 'image/png', size: 2000 }),
    ).rejects.toThrow();
    expect(await sut.exists(long)).toBe(false);
  });

  it('shares the bucket between replicas that start together', async () => {
    const config = configOf(s3, 'vitalsync-replicas');
    const replicas = [new S3Storage(config), new S3Storage(config), new S3Storage(config)];
    const keys = replicas.map(() => newStorageKey('png'));
    await Promise.all(
      replicas.map((replica, i) =>
        replica.put(keys[i], Buffer.from(`from ${i}`), { contentType: 'image/png' }),
      ),
    );
    for (const [i, key] of keys.entries())
      expect((await bytesOf(await replicas[(i + 1) % replicas.length].get(key))).toString()).toBe(
        `from ${i}`,
      );
  });

  it('stores a body longer than one part whose length is announced', async () => {
    const key = newStorageKey('pdf');
    const bytes = randomBytes(SINGLE_PUT_MAX_BYTES + 4096);
    await sut.put(key, chunked(bytes, 64 * 1024), { contentType: 'application/pdf', size: bytes.length });

    expect(sha256(await bytesOf(await sut.get(key)))).toBe(sha256(bytes));
  });

  it('fails, rather than answering "not found", when S3 refuses the credentials', async () => {
    const key = newStorageKey('png');
    await sut.put(key, Buffer.from('kept'), { contentType: 'image/png' });
    const stranger = new S3Storage({ ...configOf(s3, 'vitalsync-files'), accessKey: 'NOBODY' });

    await expect(stranger.get(key)).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(stranger.exists(key)).rejects.toMatchObject({ code: 'AccessDenied' });
    await expect(stranger.delete(key)).rejects.toThrow();
    await expect(stranger.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow();
    expect((await bytesOf(await sut.get(key))).toString()).toBe('kept');
  });
});
