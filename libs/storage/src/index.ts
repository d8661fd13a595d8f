export { STORAGE, type StoragePort, type StoredObject, type StoredObjectMeta } from './storage.port';
export { InvalidStorageKeyError, assertValidStorageKey, newStorageKey } from './storage-key';
export { LocalFileStorage } from './local-file.storage';
export { S3Storage, minioClientFor, type S3Client, type S3StorageConfig } from './s3.storage';
export { storageFromConfig } from './storage-from-config';
export { StorageModule } from './storage.module';
export { startS3rver, type S3rverServer } from './s3rver.testing';
