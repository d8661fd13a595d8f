import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { Inject, Injectable, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type CustomTransportStrategy, Server } from '@nestjs/microservices';
import { type ServiceHealthReply } from '@vitalsync/contracts';
import { lastValueFrom, type Observable } from 'rxjs';

import { authNotes } from './__fixtures__/auth-notes.schema';
import { chatNotes } from './__fixtures__/chat-notes.schema';
import { authFixture, chatFixture } from './__fixtures__/fixture-services';
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
const authDb = DbModule.forService(authFixture);
const chatDb = DbModule.forService(chatFixture);

@Injectable()
class AuthNotesRepository {
  constructor(@Inject(DRIZZLE) readonly db: Database) {}
}

@Injectable()
class ChatNotesRepository {
  constructor(@Inject(DRIZZLE) readonly db: Database) {}
}

@Module({
  imports: [DbModule.forService(authFixture)],
  providers: [AuthNotesRepository],
  exports: [AuthNotesRepository],
})
class AuthNotesModule {}

@Module({
  imports: [DbModule.forService(chatFixture)],
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

describe('DbModule.forService called again', () => {
  it('gives the module of the first call for the same service, another for another service', () => {
    expect(DbModule.forService(authFixture)).toBe(authDb);
    expect(DbModule.forService(chatFixture)).not.toBe(authDb);
  });

  it('refuses other options for a service it already set up', () => {
    expect(() =>
      DbModule.forService({ ...authFixture, migrationsFolder: chatFixture.migrationsFolder }),
    ).toThrow('The database of auth was already set up with another schema or migrations.');
  });
});

describeEachEngine('DbModule.forService on %s', (engine) => {
  const saved = { ...process.env };
  let location: TestDatabaseLocation;
  let transport: RecordingTransport;
  let app: INestMicroservice;

  beforeEach(async () => {
    location = await createTestDatabaseLocation(engine);
    process.env['DATA_DIR'] = location.dataDir;
    process.env['AUTH_DATABASE_URL'] = location.url ?? '';
    process.env['CHAT_DATABASE_URL'] = location.url ?? '';
    delete process.env['DATABASE_URL'];
    transport = new RecordingTransport();
    app = await NestFactory.createMicroservice(EmbeddedModule, { strategy: transport, logger: false });
    await app.listen();
  });

  afterEach(async () => {
    await app.close();
    process.env = { ...saved };
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
