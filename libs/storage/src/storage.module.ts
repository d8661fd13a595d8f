import { type DynamicModule, Module } from '@nestjs/common';

import { storageFromEnv } from './storage-from-env';
import { STORAGE } from './storage.port';

@Module({})
export class StorageModule {
  /** Provides `STORAGE` (a `StoragePort` chosen by `storageFromEnv`) to the whole application. */
  static forRoot(env: NodeJS.ProcessEnv = process.env): DynamicModule {
    return {
      module: StorageModule,
      global: true,
      providers: [{ provide: STORAGE, useFactory: () => storageFromEnv(env) }],
      exports: [STORAGE],
    };
  }
}
