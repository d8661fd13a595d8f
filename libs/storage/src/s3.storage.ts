import { Readable } from 'node:stream';

import { Client } from 'minio';

import { assertValidStorageKey } from './storage-key';
import { type StoragePort, type StoredObject, type StoredObjectMeta } from './storage.port';
import { assertLength, chunksOf, readAtMost, rejoined, withLength } from './upload-body';

export interface S3StorageConfig {
  /** `S3_ENDPOINT`, a URL such as `http://minio:9000` or `https://s3.eu-west-1.amazonaws.com`. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** The part of the minio client this adapter uses (tests pass a fake). */
export type S3Client = Pick<
  Client,
  'bucketExists' | 'makeBucket' | 'putObject' | 'getObject' | 'statObject' | 'removeObject'
>;

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** S3's smallest multipart part: a body up to it needs no multipart upload. */
export const SINGLE_PUT_MAX_BYTES = 5 * 1024 * 1024;
const MISSING_OBJECT_CODES = new Set(['NotFound', 'NoSuchKey']);
const BUCKET_ALREADY_THERE_CODES = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/** The minio client options for an endpoint URL (host, port and TLS come from the URL). */
export function minioClientFor(config: S3StorageConfig): Client {
  const url = new URL(config.endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
  });
}

/** Files as objects of one S3/MinIO bucket, created on first use if missing. */
export class S3Storage implements StoragePort {
  private bucketReady?: Promise<void>;

  constructor(
    private readonly config: S3StorageConfig,
    private readonly client: S3Client = minioClientFor(config),
  ) {}

  /**
   * A body of at most SINGLE_PUT_MAX_BYTES (every upload the product takes) goes up in one PUT with its length:
   * given a stream of unknown length, the minio client would otherwise start a multipart upload (a listing of
   * unfinished uploads, then three more requests) and buffer a whole part in memory anyway. A longer body streams
   * through the client's multipart upload. With `meta.size`, a body of another length is refused before a byte is
   * stored (a multipart upload cut short leaves no object).
   */
  async put(key: string, body: NodeJS.ReadableStream | Buffer, meta: StoredObjectMeta): Promise<void> {
    assertValidStorageKey(key);
    await this.ensureBucket();
    const headers = { 'Content-Type': meta.contentType };
    const chunks = chunksOf(body);
    const { head, complete } = await readAtMost(chunks, SINGLE_PUT_MAX_BYTES);
    if (complete) {
      assertLength(key, head.length, meta.size);
      await this.client.putObject(this.config.bucket, key, head, head.length, headers);
      return;
    }
    const rest = Readable.from(withLength(rejoined(head, chunks), key, meta.size));
    await this.client.putObject(this.config.bucket, key, rest, meta.size, headers);
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    await this.ensureBucket();
    try {
      const stat = await this.client.statObject(this.config.bucket, key);
      const body = await this.client.getObject(this.config.bucket, key);
      const contentType = stat.metaData['content-type'];
      return {
        body,
        contentType: typeof contentType === 'string' ? contentType : DEFAULT_CONTENT_TYPE,
        size: stat.size,
      };
    } catch (error) {
      if (MISSING_OBJECT_CODES.has(codeOf(error) ?? '')) {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.ensureBucket();
    await this.client.removeObject(this.config.bucket, key);
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    await this.ensureBucket();
    try {
      await this.client.statObject(this.config.bucket, key);
      return true;
    } catch (error) {
      if (MISSING_OBJECT_CODES.has(codeOf(error) ?? '')) {
        return false;
      }
      throw error;
    }
  }

  /** Checked once per process; a failure (server not up yet) is retried on the next call. */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= this.createBucketIfMissing().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  private async createBucketIfMissing(): Promise<void> {
    if (await this.client.bucketExists(this.config.bucket)) {
      return;
    }
    try {
      await this.client.makeBucket(this.config.bucket, this.config.region);
    } catch (error) {
      // Another replica created it between our check and our request.
      if (!BUCKET_ALREADY_THERE_CODES.has(codeOf(error) ?? '')) {
        throw error;
      }
    }
  }
}
