import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Client, type Pool, type PoolClient } from 'pg';

import { openDatabase } from '../open-database';
import { databaseOutageOf } from '../pg-errors';
import { chatFixture, rowsOf } from './fixture-services';

/**
 * A service process (DATABASE_URL from the environment) whose connection PostgreSQL ends in the middle of a
 * transaction, between two of its queries, as a server restart does: prints how the transaction failed and
 * whether the next query is answered, then exits 0. A client checked out of the pool that hears its server go
 * without an 'error' listener throws that event out of the socket's handler, which ends the process with 1.
 */
async function main(): Promise<void> {
  // What a service logs at its default level: warnings and errors.
  Logger.overrideLogger(['warn', 'error']);
  const url = process.env['DATABASE_URL'] ?? '';
  const opened = await openDatabase({ ...chatFixture, url });
  const admin = new Client({ connectionString: url });
  await admin.connect();
  const pool = (opened.db as unknown as { $client: Pool }).$client;
  let checkedOut: PoolClient | undefined;
  pool.once('acquire', (client: PoolClient) => {
    checkedOut = client;
  });
  const failure = await opened.db
    .transaction(async (tx) => {
      const [row] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // Not events.once: it would listen for 'error' itself while waiting.
      const ended = new Promise((resolve) => checkedOut?.once('end', resolve));
      await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      await ended;
      await tx.execute(sql`select 1`);
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  process.stdout.write(`transaction failed: ${databaseOutageOf(failure) ?? String(failure)}\n`);
  const [again] = await rowsOf<{ one: number }>(opened.db, sql`select 1 as one`);
  process.stdout.write(`next query answered: ${again?.one}\n`);
  await admin.end();
  await opened.close();
}

void main();
