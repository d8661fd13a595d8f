import { join } from 'node:path';

import { describeEachEngine, openTestDatabase, type OpenedDatabase } from '@vitalsync/db';
import { asc, isNull } from 'drizzle-orm';

import { type EventPublisher } from './event-publisher';
import { eventTablesOf } from './event-tables';
import { openOutbox, type Outbox } from './outbox';
import { type OutboxEvent } from './outbox-event';
import { OutboxRelay } from './outbox-relay';

// Any migrated service schema will do: the relay only needs the event tables, which openOutbox creates.
const migrationsFolder = join(__dirname, '..', '..', '..', 'db', 'src', '__fixtures__', 'migrations', 'auth');
const tables = eventTablesOf('auth');
const silent = { log: jest.fn(), warn: jest.fn() };

/** A publisher that records what it was given and fails while `down` is set. */
const recordingPublisher = () => {
  const published: OutboxEvent[] = [];
  const state = { down: false };
  const publisher: EventPublisher = {
    publish: async (event) => {
      if (state.down) throw Object.assign(new Error('broker away'), { code: 'CONNECTION_REFUSED' });
      published.push(event);
    },
  };
  return { publisher, published, state };
};

const relayOver = (database: OpenedDatabase, publisher: EventPublisher, singleProcess: boolean) =>
  new OutboxRelay({
    service: 'auth',
    db: database.db,
    tables,
    publisher,
    logger: silent,
    pollMs: 60_000,
    retryBaseMs: 10,
    retentionMs: 7 * 86_400_000,
    singleProcess,
    batchSize: 3,
  });

const revoked = (index: number) => ({ sessionId: `s-${index}`, expiresAt: index });

describeEachEngine('OutboxRelay on %s', (engine) => {
  let database: OpenedDatabase;
  let outbox: Outbox;

  beforeAll(async () => {
    database = await openTestDatabase(engine, { service: 'auth', schema: {}, migrationsFolder });
    outbox = await openOutbox('auth', database.db);
  });

  afterAll(() => database.close());

  beforeEach(() => database.db.delete(tables.outbox));

  const store = (count: number, from = 0) =>
    outbox.transaction(async (_tx, events) => {
      for (let index = from; index < from + count; index += 1)
        await events.add('session.revoked', revoked(index));
    });

  const unsent = () => database.db.select().from(tables.outbox).where(isNull(tables.outbox.publishedAt));

  it.each([true, false])(
    'sends every committed event once, in commit order (one process: %s)',
    async (single) => {
      const { publisher, published } = recordingPublisher();
      await store(7);
      const sut = relayOver(database, publisher, single);
      sut.start();
      await sut.flush();
      await sut.stop();

      expect(published.map((event) => event.payload)).toEqual([0, 1, 2, 3, 4, 5, 6].map(revoked));
      expect(new Set(published.map((event) => event.eventId)).size).toBe(7);
      expect(await unsent()).toEqual([]);
    },
  );

  it('sends nothing of a transaction that rolled back', async () => {
    const { publisher, published } = recordingPublisher();
    await expect(
      outbox.transaction(async (_tx, events) => {
        await events.add('session.revoked', revoked(1));
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('refused');
    const sut = relayOver(database, publisher, true);
    sut.start();
    await sut.flush();
    await sut.stop();
    expect(published).toEqual([]);
  });

  it('keeps events while the broker is away and sends them, in order, once it is back', async () => {
    const { publisher, published, state } = recordingPublisher();
    state.down = true;
    const sut = relayOver(database, publisher, false);
    sut.start();
    await store(2);
    await sut.flush();
    expect(published).toEqual([]);
    expect(await unsent()).toHaveLength(2);

    state.down = false;
    await store(1, 2);
    await sut.flush();
    await sut.stop();
    expect(published.map((event) => event.payload)).toEqual([0, 1, 2].map(revoked));
    expect(await unsent()).toEqual([]);
  });

  it('sends rows a stopped relay left, when the next one starts (a crash between commit and publish)', async () => {
    await store(4);
    const { publisher, published } = recordingPublisher();
    const next = relayOver(database, publisher, false);
    next.start();
    await next.flush();
    await next.stop();
    expect(published.map((event) => event.payload)).toEqual([0, 1, 2, 3].map(revoked));
  });

  it('marks the rows it sent before a failure, so only the rest goes again', async () => {
    await store(3);
    let calls = 0;
    const sent: OutboxEvent[] = [];
    const flaky: EventPublisher = {
      publish: async (event) => {
        calls += 1;
        if (calls === 2) throw new Error('broker away');
        sent.push(event);
      },
    };
    const sut = relayOver(database, flaky, false);
    sut.start();
    await sut.flush();
    await sut.stop();
    const rows = await database.db.select().from(tables.outbox).orderBy(asc(tables.outbox.id));
    expect(rows.map((row) => row.publishedAt !== null)).toEqual([true, false, false]);

    const again = relayOver(database, flaky, false);
    again.start();
    await again.flush();
    await again.stop();
    expect(sent.map((event) => event.payload)).toEqual([0, 1, 2].map(revoked));
  });
});
