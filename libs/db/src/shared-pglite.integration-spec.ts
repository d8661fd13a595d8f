import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { authNotes } from './__fixtures__/auth-notes.schema';
import { chatNotes } from './__fixtures__/chat-notes.schema';
import { authFixture, chatFixture } from './__fixtures__/fixture-services';
import { type OpenedDatabase } from './database';
import { openDatabase } from './open-database';
import { PG_ERROR, pgErrorOf } from './pg-errors';
import { sharedPgliteHolders } from './shared-pglite';

/** A promise with its resolve function outside, to hold a transaction open until the test lets it go. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the embedded PGlite shared by the services of one process', () => {
  let dataDir: string;
  const openHere = async (fixture: typeof authFixture | typeof chatFixture): Promise<OpenedDatabase> =>
    openDatabase({ ...fixture, dataDir });

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitalsync-pglite-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is one instance for every service, closed when the last service releases it', async () => {
    const [auth, chat] = await Promise.all([openHere(authFixture), openHere(chatFixture)]);
    expect(sharedPgliteHolders(dataDir)).toBe(2);
    expect(readFileSync(join(dataDir, 'db.lock'), 'utf8')).toBe(String(process.pid));

    await auth.close();
    await auth.close();
    expect(sharedPgliteHolders(dataDir)).toBe(1);
    await chat.db.insert(chatNotes).values({ body: 'still open for chat' });
    expect(await chat.db.$count(chatNotes)).toBe(1);

    await chat.close();
    expect(sharedPgliteHolders(dataDir)).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  });

  it('keeps the data in DATA_DIR/db across close and reopen', async () => {
    const first = await openHere(authFixture);
    await first.db.insert(authNotes).values({ body: 'survives a restart' });
    await first.close();
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);

    const again = await openHere(authFixture);
    expect(await again.db.select({ body: authNotes.body }).from(authNotes)).toEqual([
      { body: 'survives a restart' },
    ]);
    await again.close();
  });

  it('never runs another service’s statement inside a running transaction', async () => {
    const [auth, chat] = await Promise.all([openHere(authFixture), openHere(chatFixture)]);
    const events: string[] = [];
    const inside = gate();
    const release = gate();

    const authTransaction = auth.db
      .transaction(async (tx) => {
        await tx.insert(authNotes).values({ body: 'rolled back' });
        inside.open();
        await release.opened;
        // Statements of this transaction after chat issued its write: chat's write would have run in between on a
        // connection shared without a lock.
        await tx.select().from(authNotes);
        await tx.select().from(authNotes);
        events.push(`auth transaction sees ${await tx.$count(chatNotes)} chat notes`);
        throw new Error('roll back auth');
      })
      .catch((error: Error) => events.push(`auth: ${error.message}`));

    await inside.opened;
    const chatWrite = chat.db
      .insert(chatNotes)
      .values({ body: 'committed on its own' })
      .then(() => events.push('chat write done'));
    release.open();
    await Promise.all([authTransaction, chatWrite]);

    expect(events).toEqual(['auth transaction sees 0 chat notes', 'auth: roll back auth', 'chat write done']);
    // Had chat's insert joined the auth transaction, the rollback would have taken it away.
    expect(await chat.db.select({ body: chatNotes.body }).from(chatNotes)).toEqual([
      { body: 'committed on its own' },
    ]);
    expect(await auth.db.$count(authNotes)).toBe(0);
    await Promise.all([auth.close(), chat.close()]);
  });

  it('lets a running transaction finish before closing, and keeps what it committed', async () => {
    const [auth, chat] = await Promise.all([openHere(authFixture), openHere(chatFixture)]);
    const events: string[] = [];
    const inside = gate();
    const release = gate();

    const transaction = auth.db.transaction(async (tx) => {
      inside.open();
      await release.opened;
      await tx.insert(authNotes).values({ body: 'written while closing' });
      events.push('committing');
    });
    await inside.opened;
    const closing = Promise.all([auth.close(), chat.close()]).then(() => events.push('closed'));
    release.open();
    await Promise.all([transaction, closing]);

    expect(events).toEqual(['committing', 'closed']);
    const again = await openHere(authFixture);
    expect(await again.db.select({ body: authNotes.body }).from(authNotes)).toEqual([
      { body: 'written while closing' },
    ]);
    await again.close();
  });

  it('offers btree_gist, so exclusion constraints work as on the PostgreSQL server', async () => {
    const chat = await openHere(chatFixture);
    await chat.db.execute(sql`create extension if not exists btree_gist`);
    await chat.db.execute(
      sql`create table chat.slots (doctor uuid, during tstzrange, exclude using gist (doctor with =, during with &&))`,
    );
    const doctor = '4f6c2b1e-9d0a-4c1b-8a7e-3b5d6f7a8c9d';
    await chat.db.execute(
      sql`insert into chat.slots values (${doctor}, '[2030-01-01 09:00Z, 2030-01-01 09:30Z)')`,
    );

    const overlapping = await chat.db
      .execute(sql`insert into chat.slots values (${doctor}, '[2030-01-01 09:15Z, 2030-01-01 09:45Z)')`)
      .catch((error: unknown) => error);

    expect(pgErrorOf(overlapping)?.code).toBe(PG_ERROR.exclusionViolation);
    await chat.close();
  });

  it('refuses a data directory held by another running process', async () => {
    writeFileSync(join(dataDir, 'db.lock'), String(process.ppid));

    await expect(openHere(chatFixture)).rejects.toThrow(
      `The embedded database ${join(dataDir, 'db')} is in use by process ${process.ppid}`,
    );
    expect(sharedPgliteHolders(dataDir)).toBe(0);
  });

  it('takes over the lock a dead process left behind', async () => {
    const exited = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(join(dataDir, 'db.lock'), String(exited.pid));

    const chat = await openHere(chatFixture);
    expect(readFileSync(join(dataDir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    await chat.close();
  });
});
