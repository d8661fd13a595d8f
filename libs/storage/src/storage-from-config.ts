import { join } from 'node:path';

import { type StorageConfig } from '@vitalsync/config';

import { LocalFileStorage } from './local-file.storage';
import { S3Storage } from './s3.storage';
import { type StoragePort } from './storage.port';

/** S3/MinIO when S3_ENDPOINT is set; otherwise files under `<dataDir>/files`. */
export function storageFromConfig(storage: StorageConfig, dataDir: string): StoragePort {
  const endpoint = storage.S3_ENDPOINT;
  if (!endpoint) return new LocalFileStorage(join(dataDir, 'files'));
  const accessKey = storage.S3_ACCESS_KEY;
  const secretKey = storage.S3_SECRET_KEY;
  // The configuration schema already refuses this; the check keeps an unchecked object from reaching S3.
  if (!accessKey || !secretKey) {
    throw new Error('S3_ENDPOINT is set: S3_ACCESS_KEY and S3_SECRET_KEY are required too');
  }
  return new S3Storage({
    endpoint,
    bucket: storage.S3_BUCKET,
    accessKey,
    secretKey,
    region: storage.S3_REGION,
  });
}
