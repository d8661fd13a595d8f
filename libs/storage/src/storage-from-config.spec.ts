import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig, StorageConfig } from '@vitalsync/config';
import { Client } from 'minio';

import { LocalFileStorage } from './local-file.storage';
import { S3Storage } from './s3.storage';
import { storageFromConfig } from './storage-from-config';
import { StorageModule } from './storage.module';
import { STORAGE, type StoragePort } from './storage.port';

jest.mock('minio');

const storageOf = (env: Record<string, string>): StorageConfig => loadConfig(StorageConfig, env);

describe('storageFromConfig', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitalsync-storage-config-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores under DATA_DIR/files without S3_ENDPOINT', async () => {
    const storage = storageFromConfig(storageOf({}), dataDir);
    await storage.put('x.txt', Buffer.from('x'), { contentType: 'text/plain' });

    expect(storage).toBeInstanceOf(LocalFileStorage);
    expect(await new LocalFileStorage(join(dataDir, 'files')).exists('x.txt')).toBe(true);
  });

  it('uses S3 with S3_ENDPOINT, defaulting the bucket and region', () => {
    const storage = storageFromConfig(
      storageOf({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 's' }),
      dataDir,
    );

    expect(storage).toBeInstanceOf(S3Storage);
    expect(jest.mocked(Client)).toHaveBeenLastCalledWith(
      expect.objectContaining({
        endPoint: 'minio',
        port: 9000,
        region: 'us-east-1',
        accessKey: 'a',
        secretKey: 's',
      }),
    );
  });

  it('refuses S3_ENDPOINT without credentials, even from settings no schema checked', () => {
    const unchecked = { ...new StorageConfig(), S3_ENDPOINT: 'http://minio:9000' };
    expect(() => storageFromConfig(unchecked, dataDir)).toThrow(
      'S3_ENDPOINT is set: S3_ACCESS_KEY and S3_SECRET_KEY are required too',
    );
  });
});

@Injectable()
class UploadsService {
  constructor(@Inject(STORAGE) readonly storage: StoragePort) {}
}

/** A feature module that does not import StorageModule itself. */
@Module({ providers: [UploadsService] })
class UploadsModule {}

describe('StorageModule.forRoot', () => {
  it('provides STORAGE globally, to modules that do not import it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitalsync-storage-module-'));
    @Module({ imports: [StorageModule.forRoot(storageOf({}), dataDir), UploadsModule] })
    class AppModule {}
    const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    try {
      const { storage } = app.get(UploadsService);
      await storage.put('y.txt', Buffer.from('y'), { contentType: 'text/plain' });

      expect(await new LocalFileStorage(join(dataDir, 'files')).exists('y.txt')).toBe(true);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
