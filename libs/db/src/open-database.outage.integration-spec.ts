import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

import { Logger, type LoggerService } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Client, type Pool } from 'pg';

import { chatFixture, rowsOf } from './__fixtures__/fixture-services';
import { type OpenedDatabase } from './database';
import { openDatabase } from './open-database';
import { createTestDatabaseLocation, type TestDatabaseLocation } from './test-database';

/** Nest's logger as open-database calls it, level by level. */
class CapturingLogger implements LoggerService {
  readonly lines: Array<{ level: string; message: unknown }> = [];

  log(message: unknown): void {
    this.lines.push({ level: 'info', message });
  }

  warn(message: unknown): void {
    this.lines.push({ level: 'warn', message });
  }

  error(message: unknown): void {
    this.lines.push({ level: 'error', message });
  }

  debug(message: unknown): void {
    this.lines.push({ level: 'debug', message });
  }
}

const poolOf = (opened: OpenedDatabase): Pool => (opened.db as unknown as { $client: Pool }).$client;

/**
 * PostgreSQL ending the service's connections, as a restart or a failover does (pg_terminate_backend sends the
 * same admin_shutdown, 57P01, and closes the socket): the process must not crash, the query in flight fails as an
 * outage, and the pool reconnects by itself.
 */
(process.env['DATABASE_URL'] ? describe : describe.skip)(
  'openDatabase on PostgreSQL, connections cut',
  () => {
    let location: TestDatabaseLocation;
    let opened: OpenedDatabase;
    let admin: Client;
    const logger = new CapturingLogger();

    beforeEach(async () => {
      location = await createTestDatabaseLocation('postgres');
      opened = await openDatabase({ ...chatFixture, url: location.url });
      admin = new Client({ connectionString: location.url });
      await admin.connect();
      Logger.overrideLogger(logger);
      logger.lines.splice(0);
    });

    afterEach(async () => {
      await admin?.end();
      await opened?.close();
      await location?.dispose();
    });

    const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

    it('fails a transaction whose connection is cut as an outage, without ending the process, and reconnects', async () => {
      // In a process of its own: the failure to prevent is the process ending.
      const child = spawn(
        process.execPath,
        [
          join(__dirname, '__fixtures__', 'run-ts.cjs'),
          join(__dirname, '__fixtures__', 'transaction-connection-cut.ts'),
        ],
        { env: { ...process.env, DATABASE_URL: location.url }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];

      expect({ code, output }).toEqual({
        code: 0,
        output: expect.stringMatching(
          /^transaction failed: (SQLSTATE 57P01|Connection terminated unexpectedly|Client has encountered a connection error and is not queryable)\nnext query answered: 1\n$/,
        ),
      });
    });

    it('logs an idle connection cut by the server at warn, and answers the next query on a new one', async () => {
      const [row] = await rowsOf<{ pid: number }>(opened.db, sql`select pg_backend_pid() as pid`);
      const pool = poolOf(opened);
      const idleFailed = once(pool, 'error');

      await terminate(Number(row?.pid));
      await idleFailed;

      // Once, at warn (an outage, not a bug); debug lines are off at the default level.
      expect(logger.lines.filter(({ level }) => level !== 'debug')).toEqual([
        { level: 'warn', message: expect.stringMatching(/^PostgreSQL pool of chat: terminating connection/) },
      ]);
      expect(await rowsOf(opened.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    });
  },
);
