import { join } from 'node:path';

import { LocalFileStorage } from './local-file.storage';
import { S3Storage } from './s3.storage';
import { type StoragePort } from './storage.port';

/**
 * S3/MinIO when `S3_ENDPOINT` is set (with `S3_BUCKET`, default "vitalsync", `S3_ACCESS_KEY`, `S3_SECRET_KEY`,
 * `S3_REGION`, default "us-east-1"); otherwise files under `${DATA_DIR ?? './data'}/files`.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): StoragePort {
  const endpoint = env['S3_ENDPOINT'];
  if (!endpoint) {
    return new LocalFileStorage(join(env['DATA_DIR'] || './data', 'files'));
  }
  const accessKey = env['S3_ACCESS_KEY'];
  const secretKey = env['S3_SECRET_KEY'];
  if (!accessKey || !secretKey) {
    throw new Error('S3_ENDPOINT is set: S3_ACCESS_KEY and S3_SECRET_KEY are required too');
  }
  return new S3Storage({
    endpoint,
    bucket: env['S3_BUCKET'] || 'vitalsync',
    accessKey,
    secretKey,
    region: env['S3_REGION'] || 'us-east-1',
  });
}
