import 'reflect-metadata';

import { Injectable, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';

import { AppConfig } from './app.config';
import { configModuleOf } from './config.module';
import { loadConfig } from './load-config';

@Injectable()
class NeedsSettings {
  constructor(
    readonly config: AppConfig,
    readonly service: ConfigService<AppConfig, true>,
  ) {}
}

@Module({ providers: [NeedsSettings] })
class FeatureModule {}

describe('configModuleOf', () => {
  const saved = process.env['DATA_DIR'];

  afterEach(() => {
    if (saved === undefined) delete process.env['DATA_DIR'];
    else process.env['DATA_DIR'] = saved;
  });

  it('gives every module the loaded settings, typed, and a ConfigService that never reads process.env', async () => {
    const config = loadConfig(AppConfig, { DATA_DIR: '/srv/vitalsync', BUS_TIMEOUT_MS: '1500' });
    process.env['DATA_DIR'] = '/changed/after/boot';

    const app = await NestFactory.createApplicationContext(
      { module: class RootModule {}, imports: [configModuleOf(config), FeatureModule] },
      { logger: false },
    );
    try {
      const { config: injected, service } = app.get(NeedsSettings);
      expect(injected).toBe(config);
      expect(service.get('DATA_DIR', { infer: true })).toBe('/srv/vitalsync');
      expect(service.get('bus', { infer: true }).BUS_TIMEOUT_MS).toBe(1500);
    } finally {
      await app.close();
    }
  });
});
