import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { authFixture, authV1Fixture, chatFixture, rowsOf } from './__fixtures__/fixture-services';
import { authNotes } from './__fixtures__/auth-notes.schema';
import { chatNotes } from './__fixtures__/chat-notes.schema';
import { type Database } from './database';
import { openDatabase, pingDatabase, type OpenDatabaseOptions } from './open-database';
import { createTestDatabaseLocation, describeEachEngine, type TestDatabaseLocation } from './test-database';

type Fixture = Pick<OpenDatabaseOptions, 'service' | 'schema' | 'migrationsFolder'>;

const appliedMigrations = async (db: Database, service: string) =>
  rowsOf<{ hash: string }>(
    db,
    sql`select hash from ${sql.identifier(service)}.__drizzle_migrations order by id`,
  );

describeEachEngine('openDatabase on %s', (engine) => {
  let location: TestDatabaseLocation;
  const closers: Array<() => Promise<void>> = [];

  const open = async (fixture: Fixture) => {
    const opened = await openDatabase({ ...fixture, url: location.url, dataDir: location.dataDir });
    closers.push(opened.close);
    return opened;
  };

  beforeEach(async () => {
    location = await createTestDatabaseLocation(engine);
  });

  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    await location.dispose();
  });

  it('applies the migrations and keeps their bookkeeping in the service’s schema, not in "drizzle"', async () => {
    const { db } = await open(authFixture);

    await db.insert(authNotes).values({ body: 'first', tag: 'a' });
    expect(await db.select({ body: authNotes.body, tag: authNotes.tag }).from(authNotes)).toEqual([
      { body: 'first', tag: 'a' },
    ]);
    expect(await appliedMigrations(db, 'auth')).toHaveLength(2);
    expect(
      await rowsOf(
        db,
        sql`select 1 from information_schema.schemata where schema_name in ('drizzle', 'public')
        and exists (select 1 from information_schema.tables t where t.table_schema = schema_name)`,
      ),
    ).toEqual([]);
  });

  it('runs a first migration that creates its own schema (drizzle-kit’s CREATE SCHEMA)', async () => {
    expect(readFileSync(join(chatFixture.migrationsFolder, '0000_notes.sql'), 'utf8')).toMatch(
      /^CREATE SCHEMA "chat";/,
    );

    const { db } = await open(chatFixture);

    await db.insert(chatNotes).values({ body: 'hello' });
    expect(await db.select({ body: chatNotes.body }).from(chatNotes)).toEqual([{ body: 'hello' }]);
  });

  it('applies only the new migrations when reopened, keeping the data', async () => {
    const v1 = await open(authV1Fixture);
    // Raw SQL: the typed table already has the column the first migration lacks.
    await v1.db.execute(sql`insert into auth.notes (body) values ('before the upgrade')`);
    await v1.close();

    const v2 = await open(authFixture);
    await v2.db.insert(authNotes).values({ body: 'after', tag: 'new column' });
    expect(
      await v2.db.select({ body: authNotes.body, tag: authNotes.tag }).from(authNotes).orderBy(authNotes.id),
    ).toEqual([
      { body: 'before the upgrade', tag: null },
      { body: 'after', tag: 'new column' },
    ]);
    await v2.close();

    const again = await open(authFixture);
    expect(await appliedMigrations(again.db, 'auth')).toHaveLength(2);
  });

  it('rolls a failed migration back entirely and names the service', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'vitalsync-broken-'));
    try {
      cpSync(authV1Fixture.migrationsFolder, broken, { recursive: true });
      const journalPath = join(broken, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
        entries: Array<Record<string, unknown>>;
      };
      journal.entries.push({
        ...journal.entries[0],
        idx: 1,
        when: Number(journal.entries[0]?.['when']) + 1,
        tag: '0001_broken',
      });
      writeFileSync(journalPath, JSON.stringify(journal));
      writeFileSync(
        join(broken, '0001_broken.sql'),
        'ALTER TABLE "auth"."notes" ADD COLUMN "x" text;--> statement-breakpoint\nSELECT * FROM "auth"."missing";',
      );

      await expect(
        openDatabase({
          ...authFixture,
          migrationsFolder: broken,
          url: location.url,
          dataDir: location.dataDir,
        }),
      ).rejects.toThrow(
        /Migrating the "auth" database from .* failed: .*relation "auth.missing" does not exist/s,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }

    const { db } = await open(chatFixture);
    expect(
      await rowsOf(
        db,
        sql`select to_regclass('auth.notes') as notes, to_regclass('auth.__drizzle_migrations') as bookkeeping`,
      ),
    ).toEqual([{ notes: null, bookkeeping: null }]);
  });

  it('migrates once when two instances of one service start together', async () => {
    const [first, second] = await Promise.all([open(authFixture), open(authFixture)]);

    expect(await appliedMigrations(first.db, 'auth')).toHaveLength(2);
    await second.db.insert(authNotes).values({ body: 'from the second' });
    expect(await first.db.select({ body: authNotes.body }).from(authNotes)).toEqual([
      { body: 'from the second' },
    ]);
  });

  it('keeps two services of one database apart', async () => {
    const [auth, chat] = await Promise.all([open(authFixture), open(chatFixture)]);

    await auth.db.insert(authNotes).values({ body: 'auth only' });
    await chat.db.insert(chatNotes).values([{ body: 'chat one' }, { body: 'chat two' }]);

    expect(await auth.db.select({ body: authNotes.body }).from(authNotes)).toEqual([{ body: 'auth only' }]);
    expect(await chat.db.$count(chatNotes)).toBe(2);
    expect(await appliedMigrations(auth.db, 'auth')).toHaveLength(2);
    expect(await appliedMigrations(chat.db, 'chat')).toHaveLength(1);
  });

  it('pings true while open and false once closed', async () => {
    const opened = await open(chatFixture);
    expect(await pingDatabase(opened.db)).toBe(true);

    await opened.close();

    expect(await pingDatabase(opened.db)).toBe(false);
  });

  it('refuses a schema with a table outside the service’s own schema before touching the database', async () => {
    await expect(
      openDatabase({ ...chatFixture, service: 'ai', url: location.url, dataDir: location.dataDir }),
    ).rejects.toThrow(`Service "ai" may only declare tables in pgSchema('ai'); found: chat.notes`);
  });
});
