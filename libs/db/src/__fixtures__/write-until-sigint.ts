import 'reflect-metadata';

import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { configModuleOf, loadConfig, ServiceConfig } from '@vitalsync/config';

import { DRIZZLE, type Database } from '../database';
import { DbModule } from '../db.module';
import { authNotes } from './auth-notes.schema';
import { authModuleFixture, FIXTURE_MIGRATIONS_ROOT } from './fixture-services';

/**
 * A service process (DATA_DIR from the environment) that writes notes until it is stopped, printing
 * `committed <n>` after each insert returns; SIGINT shuts it down through Nest's shutdown hooks.
 */
@Module({ imports: [DbModule.forService(authModuleFixture)] })
class WriterModule {}

async function main(): Promise<void> {
  const config = loadConfig(ServiceConfig, { ...process.env, MIGRATIONS_ROOT: FIXTURE_MIGRATIONS_ROOT });
  const app = await NestFactory.createApplicationContext(
    { module: class HostModule {}, imports: [configModuleOf(config), WriterModule] },
    { logger: false },
  );
  app.enableShutdownHooks();
  const db = app.get<Database>(DRIZZLE);
  for (let written = 1; ; written += 1) {
    try {
      await db.insert(authNotes).values({ body: `note ${written}` });
    } catch {
      return;
    }
    process.stdout.write(`committed ${written}\n`);
    // PGlite answers without real I/O, so back-to-back awaits would never let the event loop deliver the signal;
    // a real service writes when a request arrives, between turns of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

void main();
