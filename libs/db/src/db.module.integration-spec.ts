import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { Inject, Injectable, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type CustomTransportStrategy, Server } from '@nestjs/microservices';
import { processReadiness } from '@vitalsync/backend';
import { configModuleOf, loadConfig, POSTGRES_URL_SCHEMES, ServiceConfig, UrlOf } from '@vitalsync/config';
import { type ServiceHealthReply } from '@vitalsync/contracts';
import { lastValueFrom, type Observable } from 'rxjs';

import { authNotes } from './__fixtures__/auth-notes.schema';
import { chatNotes } from './__fixtures__/chat-notes.schema';
import {
  authFixture,
  authModuleFixture,
  chatModuleFixture,
  FIXTURE_MIGRATIONS_ROOT,
} from './__fixtures__/fixture-services';
import { DRIZZLE, type Database } from './database';
import { DbModule } from './db.module';
import { openDatabase } from './open-database';
import { sharedPgliteHolders } from './shared-pglite';
import { createTestDatabaseLocation, describeEachEngine, type TestDatabaseLocation } from './test-database';

/** A transport that only records the message handlers Nest registers, so the test can call them. */
class RecordingTransport extends Server implements CustomTransportStrategy {
  listen(callback: () => void): void {
    callback();
  }
  close(): void {
    return undefined;
  }
  on(): void {
    return undefined;
  }
  unwrap<T>(): T {
    throw new Error('RecordingTransport has no client');
  }
  async request<T>(pattern: string): Promise<T> {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) {
      throw new Error(`nothing answers ${pattern}`);
    }
    return lastValueFrom(this.transformToObservable(await handler({})) as Observable<T>);
  }
}

// Each service imports its database in its root and in its feature module; the feature module calls forService
// again, which must give the same module (one pool, one health pattern).
const authDb = DbModule.forService(authModuleFixture);
const chatDb = DbModule.forService(chatModuleFixture);

@Injectable()
class AuthNotesRepository {
  constructor(@Inject(DRIZZLE) readonly db: Database) {}
}

@Injectable()
class ChatNotesRepository {
  constructor(@Inject(DRIZZLE) readonly db: Database) {}
}

@Module({
  imports: [DbModule.forService(authModuleFixture)],
  providers: [AuthNotesRepository],
  exports: [AuthNotesRepository],
})
class AuthNotesModule {}

@Module({
  imports: [DbModule.forService(chatModuleFixture)],
  providers: [ChatNotesRepository],
  exports: [ChatNotesRepository],
})
class ChatNotesModule {}

@Module({ imports: [authDb, AuthNotesModule] })
class AuthServiceModule {}

@Module({ imports: [chatDb, ChatNotesModule] })
class ChatServiceModule {}

/** Two services in one process, as the embedded mode composes them. */
@Module({ imports: [AuthServiceModule, ChatServiceModule] })
class EmbeddedModule {}

/** The settings both services read, each with its own database variable. */
class TwoServicesConfig extends ServiceConfig {
  @UrlOf(POSTGRES_URL_SCHEMES)
  readonly AUTH_DATABASE_URL?: string;

  @UrlOf(POSTGRES_URL_SCHEMES)
  readonly CHAT_DATABASE_URL?: string;
}

describe('DbModule.forService called again', () => {
  it('gives the module of the first call for the same service, another for another service', () => {
    expect(DbModule.forService(authModuleFixture)).toBe(authDb);
    expect(DbModule.forService(chatModuleFixture)).not.toBe(authDb);
  });

  it('refuses other options for a service it already set up', () => {
    expect(() =>
      DbModule.forService({ ...authModuleFixture, migrations: chatModuleFixture.migrations }),
    ).toThrow('The database of auth was already set up with another schema or migrations.');
  });
});

describeEachEngine('DbModule.forService on %s', (engine) => {
  let location: TestDatabaseLocation;
  let transport: RecordingTransport;
  let app: INestMicroservice;

  beforeEach(async () => {
    location = await createTestDatabaseLocation(engine);
    const config = loadConfig(TwoServicesConfig, {
      DATA_DIR: location.dataDir,
      AUTH_DATABASE_URL: location.url,
      CHAT_DATABASE_URL: location.url,
      MIGRATIONS_ROOT: FIXTURE_MIGRATIONS_ROOT,
    });
    transport = new RecordingTransport();
    app = await NestFactory.createMicroservice(
      { module: class HostModule {}, imports: [configModuleOf(config), EmbeddedModule] },
      { strategy: transport, logger: false },
    );
    await app.listen();
  });

  afterEach(async () => {
    await app.close();
    await location.dispose();
  });

  it('gives each service its own migrated database under DRIZZLE', async () => {
    const auth = app.get(AuthNotesRepository).db;
    const chat = app.get(ChatNotesRepository).db;

    await auth.insert(authNotes).values({ body: 'for auth', tag: 'migrated to v2' });
    await chat.insert(chatNotes).values({ body: 'for chat' });

    expect(auth).not.toBe(chat);
    expect(await auth.select({ body: authNotes.body }).from(authNotes)).toEqual([{ body: 'for auth' }]);
    expect(await chat.select({ body: chatNotes.body }).from(chatNotes)).toEqual([{ body: 'for chat' }]);
  });

  it('answers every service’s health subject after asking its database', async () => {
    const replies = await Promise.all([
      transport.request<ServiceHealthReply>('auth.health'),
      transport.request<ServiceHealthReply>('chat.health'),
    ]);

    expect(replies).toEqual([
      { service: 'auth', status: 'up', database: 'up', uptimeSeconds: expect.any(Number) },
      { service: 'chat', status: 'up', database: 'up', uptimeSeconds: expect.any(Number) },
    ]);
  });

  it('has the process’s readiness ask every service’s database while the app runs, and no more once closed', async () => {
    const report = await processReadiness().report();
    expect(report.checked).toEqual(expect.arrayContaining(['database:auth', 'database:chat']));
    expect(report.failing).toEqual([]);

    await app.close();

    expect((await processReadiness().report()).checked).not.toContain('database:auth');
  });

  if (engine === 'pglite') {
    it('opens one PGlite for the process, one holder per service however often its module is imported', () => {
      expect(sharedPgliteHolders(location.dataDir ?? '')).toBe(2);
    });

    it('closes the PGlite when the application closes, leaving data a restart reads', async () => {
      await app.get(AuthNotesRepository).db.insert(authNotes).values({ body: 'before shutdown' });

      await app.close();

      expect(sharedPgliteHolders(location.dataDir ?? '')).toBe(0);
      expect(existsSync(join(location.dataDir ?? '', 'db.lock'))).toBe(false);
      const reopened = await openDatabase({ ...authFixture, dataDir: location.dataDir });
      expect(await reopened.db.select({ body: authNotes.body }).from(authNotes)).toEqual([
        { body: 'before shutdown' },
      ]);
      await reopened.close();
    });
  }
});
