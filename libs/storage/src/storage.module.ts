import { type DynamicModule, Module } from '@nestjs/common';
import { type StorageConfig } from '@vitalsync/config';

import { storageFromConfig } from './storage-from-config';
import { STORAGE } from './storage.port';

@Module({})
export class StorageModule {
  /** Provides `STORAGE` (a `StoragePort` chosen by `storageFromConfig`) to the whole application. */
  static forRoot(storage: StorageConfig, dataDir: string): DynamicModule {
    return {
      module: StorageModule,
      global: true,
      providers: [{ provide: STORAGE, useFactory: () => storageFromConfig(storage, dataDir) }],
      exports: [STORAGE],
    };
  }
}
