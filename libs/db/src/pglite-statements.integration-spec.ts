import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite, types } from '@electric-sql/pglite';

import { PglitePreparedStatements } from './pglite-statements';

const preparedOnBackend = async (pglite: PGlite): Promise<string[]> =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

describe('PglitePreparedStatements', () => {
  let dir: string;
  let pglite: PGlite;
  let sut: PglitePreparedStatements;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitalsync-statements-'));
    pglite = await PGlite.create(join(dir, 'db'));
  });

  beforeEach(async () => {
    await pglite.exec(
      'drop table if exists notes; create table notes (id int primary key, body jsonb, at timestamptz, tag text)',
    );
    await pglite.exec('deallocate all');
    sut = new PglitePreparedStatements(pglite);
  });

  afterAll(async () => {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers exactly as PGlite’s own query: parameters serialized by type, rows parsed, array mode', async () => {
    const at = new Date(Date.UTC(2026, 10, 22, 8));
    const insert = 'insert into notes values ($1, $2, $3, $4) returning id, body, at, tag';
    const values = [1, { bpm: 72, tags: ['rest'] }, at, null];
    const ours = await sut.query(insert, values);
    await pglite.exec('delete from notes');
    const theirs = await pglite.query(insert, values);
    expect(ours).toEqual(theirs);

    const select = 'select id, body, at from notes where id = $1';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    expect(await sut.query(select, [1], options)).toEqual(await pglite.query(select, [1], options));
    expect(await sut.query(select, [1], options)).toMatchObject({
      rows: [[1, { bpm: 72, tags: ['rest'] }, expect.any(String)]],
    });
  });

  it('reports counts and empty results as PGlite does', async () => {
    await sut.query('insert into notes (id, tag) values ($1, $2)', [1, 'a']);
    const statements: Array<[string, unknown[]]> = [
      ['update notes set tag = $1 where id = $2', ['b', 1]],
      ['select id, tag from notes where id = $1', [99]],
      ['delete from notes where id = $1', [99]],
    ];
    for (const [text, params] of statements) {
      expect(await sut.query(text, params)).toEqual(await pglite.query(text, params));
    }
  });

  it('prepares a statement once and runs it again by name', async () => {
    await sut.query('select id from notes where id = $1', [1]);
    await sut.query('select id from notes where id = $1', [2]);
    await sut.query('select tag from notes where id = $1', [1]);
    expect(sut.size).toBe(2);
    expect(await preparedOnBackend(pglite)).toHaveLength(2);
  });

  it('leaves statements it does not repeat (DDL, transaction control) to PGlite', async () => {
    await sut.query('create index notes_tag on notes (tag)');
    expect(sut.size).toBe(0);
  });

  it('keeps at most its capacity of statements, closing the least recently used on the backend', async () => {
    sut = new PglitePreparedStatements(pglite, 2);
    const query = (n: number) => sut.query(`select ${n} from notes where id = $1`, [1]);
    await query(1);
    await query(2);
    await query(1);
    await query(3);
    await query(4);
    expect(sut.size).toBe(2);
    // 2 was used least recently, so it went first although 1 was prepared before it; 1 goes with the next one.
    const backend = await pglite.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    expect(backend.rows.map((row) => row.statement)).toEqual([
      'select 1 from notes where id = $1',
      'select 3 from notes where id = $1',
      'select 4 from notes where id = $1',
    ]);
  });

  it('fails like PGlite, with the SQLSTATE and the statement attached, and keeps working after', async () => {
    await sut.query('insert into notes (id) values ($1)', [1]);
    const failure = await sut
      .query('insert into notes (id) values ($1)', [1])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: '23505',
      query: 'insert into notes (id) values ($1)',
      params: [1],
    });
    await expect(sut.query('select id from notes where id = $1', [1])).resolves.toMatchObject({
      rows: [{ id: 1 }],
    });
    await expect(sut.query('select nonsense from notes')).rejects.toMatchObject({ code: '42703' });
  });

  it('hands notices to onNotice and still answers the rows', async () => {
    await pglite.exec(
      "create or replace function noisy(n int) returns int language plpgsql as $$ begin raise notice 'n is %', n; return n; end $$",
    );
    const notices: Array<string | undefined> = [];
    const result = await sut.query<{ n: number }>('select noisy($1) as n', [7], {
      onNotice: (notice) => notices.push(notice.message),
    });
    expect(result.rows).toEqual([{ n: 7 }]);
    expect(notices).toEqual(['n is 7']);
  });

  it('prepares again when a table changed under a prepared statement', async () => {
    await sut.query('insert into notes (id, tag) values ($1, $2)', [1, 'a']);
    await sut.query('select * from notes where id = $1', [1]);
    await pglite.exec('alter table notes add column extra text');
    await expect(sut.query('select * from notes where id = $1', [1])).resolves.toMatchObject({
      rows: [{ id: 1, tag: 'a', extra: null }],
    });
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = (): void => undefined;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('insert into notes (id) values (1)');
      entered();
      await held;
      await tx.rollback();
    });
    // The read is sent once the transaction has written its row, not after a guessed pause.
    await inside;
    const read = sut.query<{ count: number }>('select count(*)::int as count from notes where id >= $1', [0]);
    release();
    await transaction;
    // Had the select run inside the transaction, it would have seen the rolled-back row.
    await expect(read).resolves.toMatchObject({ rows: [{ count: 0 }] });
  });
});
