import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@vitalsync/config';

import { GatewayModule } from '../app/gateway.module';
import { GatewayConfig } from '../config/gateway.config';
import { setupApiDocs } from './api-document';

export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface GatewayUnderTest {
  app: NestFastifyApplication;
  /** Every route the Fastify router registered, as it registered it (HEAD twins included). */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

/**
 * The gateway's module with its API prefix and its docs, initialised but not listening (in-process bus, files
 * in a temporary folder). createGatewayApp cannot be loaded under Jest (@fastify/static is ESM-only), and the
 * document depends only on the module, the prefix and setupApiDocs, which are the same here; Swagger UI itself
 * (which needs @fastify/static too) is left to the API e2e suite.
 */
export const startGatewayUnderTest = async (): Promise<GatewayUnderTest> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitalsync-openapi-'));
  const config = loadConfig(GatewayConfig, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.register({ transport: 'in-process', mode: 'embedded', config }),
    new FastifyAdapter(),
    { logger: false, bodyParser: false },
  );
  const routes: RegisteredRoute[] = [];
  // Before anything registers a route: the hook sees every one, Nest's and the docs' alike.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url: url ?? '' });
    });
  app.setGlobalPrefix('api');
  setupApiDocs(app, { ui: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    routes,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
