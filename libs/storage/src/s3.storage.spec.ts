import { Readable } from 'node:stream';

import { Client } from 'minio';

import {
  minioClientFor,
  S3Storage,
  SINGLE_PUT_MAX_BYTES,
  type S3Client,
  type S3StorageConfig,
} from './s3.storage';
import { InvalidStorageKeyError } from './storage-key';
import { LengthMismatchError } from './upload-body';

jest.mock('minio');

const config: S3StorageConfig = {
  endpoint: 'http://minio:9000',
  bucket: 'vitalsync',
  accessKey: 'access',
  secretKey: 'secret',
  region: 'eu-west-1',
};

const s3Error = (code: string) => Object.assign(new Error(code), { code });

function fakeClient(): jest.Mocked<S3Client> {
  return {
    bucketExists: jest.fn().mockResolvedValue(true),
    makeBucket: jest.fn().mockResolvedValue(undefined),
    putObject: jest.fn().mockResolvedValue({ etag: 'e', versionId: null }),
    getObject: jest.fn(),
    statObject: jest.fn(),
    removeObject: jest.fn().mockResolvedValue(undefined),
  } as unknown as jest.Mocked<S3Client>;
}

describe('S3Storage', () => {
  it('builds the minio client from the endpoint URL', () => {
    minioClientFor(config);
    minioClientFor({ ...config, endpoint: 'https://s3.eu-west-1.amazonaws.com' });

    expect(jest.mocked(Client).mock.calls).toEqual([
      [
        {
          endPoint: 'minio',
          port: 9000,
          useSSL: false,
          accessKey: 'access',
          secretKey: 'secret',
          region: 'eu-west-1',
        },
      ],
      [
        {
          endPoint: 's3.eu-west-1.amazonaws.com',
          port: 443,
          useSSL: true,
          accessKey: 'access',
          secretKey: 'secret',
          region: 'eu-west-1',
        },
      ],
    ]);
  });

  it('creates the bucket in its region when missing, once', async () => {
    const client = fakeClient();
    client.bucketExists.mockResolvedValue(false);
    const storage = new S3Storage(config, client);

    await storage.put('a.png', Buffer.from('a'), { contentType: 'image/png' });
    await storage.put('b.png', Buffer.from('b'), { contentType: 'image/png' });

    expect(client.bucketExists).toHaveBeenCalledTimes(1);
    expect(client.makeBucket).toHaveBeenCalledWith('vitalsync', 'eu-west-1');
    expect(client.makeBucket).toHaveBeenCalledTimes(1);
  });

  it('accepts a bucket another replica created meanwhile, and retries after a failed check', async () => {
    const client = fakeClient();
    client.bucketExists.mockRejectedValueOnce(new Error('connect ECONNREFUSED')).mockResolvedValue(false);
    client.makeBucket.mockRejectedValue(s3Error('BucketAlreadyOwnedByYou'));
    const storage = new S3Storage(config, client);

    await expect(storage.exists('a.png')).rejects.toThrow('ECONNREFUSED');
    client.statObject.mockRejectedValue(s3Error('NotFound'));
    await expect(storage.exists('a.png')).resolves.toBe(false);
  });

  it('puts a buffer with its size and content type', async () => {
    const client = fakeClient();
    const storage = new S3Storage(config, client);
    const body = Buffer.from('%PDF');

    await storage.put('proof.pdf', body, { contentType: 'application/pdf', size: 4 });

    expect(client.putObject).toHaveBeenCalledWith('vitalsync', 'proof.pdf', body, 4, {
      'Content-Type': 'application/pdf',
    });
  });

  it('puts a stream of unknown length up to one part in a single request, its length counted', async () => {
    const client = fakeClient();
    const storage = new S3Storage(config, client);
    const body = Readable.from([Buffer.from('p'), Buffer.from('ng')]);

    await storage.put('avatar.png', body, { contentType: 'image/png' });

    expect(client.putObject).toHaveBeenCalledWith('vitalsync', 'avatar.png', Buffer.from('png'), 3, {
      'Content-Type': 'image/png',
    });
  });

  it('streams a longer body of unknown length whole, through the multipart upload of the client', async () => {
    const client = fakeClient();
    const received: Buffer[] = [];
    client.putObject.mockImplementation(async (_bucket, _key, stream) => {
      for await (const chunk of stream as Readable) received.push(chunk as Buffer);
      return { etag: 'e', versionId: null };
    });
    const storage = new S3Storage(config, client);
    const bytes = Buffer.alloc(SINGLE_PUT_MAX_BYTES + 10, 7);

    await storage.put('proof.pdf', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), {
      contentType: 'application/pdf',
    });

    expect(client.putObject).toHaveBeenCalledWith('vitalsync', 'proof.pdf', expect.any(Readable), undefined, {
      'Content-Type': 'application/pdf',
    });
    expect(Buffer.concat(received).equals(bytes)).toBe(true);
  });

  it('refuses a body of another length than announced without storing it', async () => {
    const client = fakeClient();
    const storage = new S3Storage(config, client);

    await expect(
      storage.put('proof.pdf', Readable.from([Buffer.from('%PDF')]), {
        contentType: 'application/pdf',
        size: 5,
      }),
    ).rejects.toThrow(LengthMismatchError);
    expect(client.putObject).not.toHaveBeenCalled();
  });

  it('gets the object with the stored content type and size', async () => {
    const client = fakeClient();
    const body = Readable.from([Buffer.from('data')]);
    client.statObject.mockResolvedValue({
      size: 4,
      etag: 'e',
      lastModified: new Date(0),
      metaData: { 'content-type': 'image/jpeg' },
    });
    client.getObject.mockResolvedValue(body);
    const storage = new S3Storage(config, client);

    await expect(storage.get('face.jpg')).resolves.toEqual({ body, contentType: 'image/jpeg', size: 4 });
    expect(client.statObject).toHaveBeenCalledWith('vitalsync', 'face.jpg');
    expect(client.getObject).toHaveBeenCalledWith('vitalsync', 'face.jpg');
  });

  it('answers null / false for a missing object and rethrows other failures', async () => {
    const client = fakeClient();
    const storage = new S3Storage(config, client);

    client.statObject.mockRejectedValueOnce(s3Error('NotFound'));
    await expect(storage.get('gone.png')).resolves.toBeNull();
    client.statObject.mockRejectedValueOnce(s3Error('NoSuchKey'));
    await expect(storage.exists('gone.png')).resolves.toBe(false);
    client.statObject.mockResolvedValueOnce({ size: 1, etag: 'e', lastModified: new Date(0), metaData: {} });
    await expect(storage.exists('here.png')).resolves.toBe(true);
    client.statObject.mockRejectedValueOnce(s3Error('AccessDenied'));
    await expect(storage.get('secret.png')).rejects.toThrow('AccessDenied');
  });

  it('removes the object', async () => {
    const client = fakeClient();
    const storage = new S3Storage(config, client);

    await storage.delete('old.png');

    expect(client.removeObject).toHaveBeenCalledWith('vitalsync', 'old.png');
  });

  it('refuses invalid keys before calling S3', async () => {
    const client = fakeClient();
    const storage = new S3Storage(config, client);

    await expect(storage.put('../x', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get('a/b')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete('/abs')).rejects.toThrow(InvalidStorageKeyError);
    expect(client.putObject).not.toHaveBeenCalled();
    expect(client.removeObject).not.toHaveBeenCalled();
    expect(client.bucketExists).not.toHaveBeenCalled();
  });
});
