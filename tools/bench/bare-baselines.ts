// What the read path and login are compared with, measured in the bench's own process while no server runs:
// the database's own point select of the same jsonb row (PGlite in process; node-postgres over a pool of the
// services' size) and a bare scrypt hash with the login's parameters, each driven by as many concurrent callers
// as autocannon has connections.
import { randomBytes, randomUUID, scrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';

import { CONNECTIONS, WARM_UP_S } from './bench-kit';

/** node-postgres' default pool size, which every service's pool keeps. */
export const SERVICE_POOL_SIZE = 10;
/** apps/auth-svc/src/accounts/password-hasher.ts: DEFAULT_SCRYPT_PARAMS. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 3, maxmem: 256 * 2 ** 15 * 8 };

/** Operations per second of `operation`, called back to back by CONNECTIONS callers for `seconds`. */
export const opsPerSecond = async (operation: () => Promise<unknown>, seconds: number): Promise<number> => {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const caller = async (): Promise<void> => {
    while (performance.now() < until) {
      await operation();
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  return done / ((performance.now() - started) / 1000);
};

const TABLE = 'create table if not exists bench_point (id uuid primary key, body jsonb not null)';
const SELECT = 'select id, body from bench_point where id = $1';

/** A point select to measure, and what to close after. */
export interface PointSelect {
  perSecond(seconds: number): Promise<number>;
  close(): Promise<void>;
}

/** PGlite, on disk as the embedded process keeps it, selecting one jsonb row (`body`) by primary key. */
export const pglitePointSelect = async (body: unknown): Promise<PointSelect> => {
  const dir = mkdtempSync(join(tmpdir(), 'vitalsync-bench-pglite-'));
  const pglite = await PGlite.create(join(dir, 'db'));
  await pglite.exec(TABLE);
  const id = randomUUID();
  await pglite.query('insert into bench_point values ($1, $2)', [id, JSON.stringify(body)]);
  await opsPerSecond(() => pglite.query(SELECT, [id]), WARM_UP_S);
  return {
    perSecond: (seconds) => opsPerSecond(() => pglite.query(SELECT, [id]), seconds),
    close: async () => {
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** node-postgres over a pool of the services' size, selecting one jsonb row (`body`) by primary key. */
export const postgresPointSelect = async (databaseUrl: string, body: unknown): Promise<PointSelect> => {
  const pool = new Pool({ connectionString: databaseUrl, max: SERVICE_POOL_SIZE });
  await pool.query(TABLE);
  const id = randomUUID();
  await pool.query('insert into bench_point values ($1, $2)', [id, JSON.stringify(body)]);
  await opsPerSecond(() => pool.query(SELECT, [id]), WARM_UP_S);
  return {
    perSecond: (seconds) => opsPerSecond(() => pool.query(SELECT, [id]), seconds),
    close: async () => {
      await pool.query('drop table if exists bench_point').catch(() => undefined);
      await pool.end();
    },
  };
};

const salt = randomBytes(16);
const hash = (): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt('correct horse battery staple', salt, 32, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** scrypt hashes per second with the login's parameters (on libuv's thread pool, as the login's are). */
export const scryptPerSecond = (seconds: number): Promise<number> => opsPerSecond(hash, seconds);
