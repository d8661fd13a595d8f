import { Writable } from 'node:stream';

import { PGlite } from '@electric-sql/pglite';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { LoggingConfig, loadConfig } from '@vitalsync/config';
import { drizzle } from 'drizzle-orm/pglite';
import pino from 'pino';

import { appLoggerOptions } from './logger.module';
import { redactDbError } from './log-redaction';

const accounts = pgTable('accounts', {
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  healthInfo: text('health_info').notNull(),
});

const EMAIL = 'ada.secret@example.com';
const HASH = 'scrypt$N=16384$c2VjcmV0LXNhbHQ$aGFzaC12YWx1ZQ';
const HEALTH = 'knownAllergies=Penicillin-7c1e';

/** A pino logger with the apps' settings, writing into memory. */
const capturedLogger = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return {
    logger: pino(appLoggerOptions('test', loadConfig(LoggingConfig, { LOG_LEVEL: 'info' })), stream),
    output: () => lines.join(''),
  };
};

const failedInsert = async (db: ReturnType<typeof drizzle>, values: typeof accounts.$inferInsert) =>
  db
    .insert(accounts)
    .values(values)
    .then(
      () => undefined,
      (error: unknown) => error,
    );

describe('database errors in the log', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client });
    await client.exec(
      'create table accounts (email text not null unique, password_hash text not null, health_info text not null)',
    );
    await db.insert(accounts).values({ email: EMAIL, passwordHash: 'other', healthInfo: 'other' });
  });

  afterAll(() => client.close());

  it.each([
    [
      'a NUL byte in a text field',
      { email: 'nul@example.com', passwordHash: HASH, healthInfo: `${HEALTH}\u0000` },
    ],
    ['a unique violation (detail quotes the key)', { email: EMAIL, passwordHash: HASH, healthInfo: HEALTH }],
  ])('prints no parameter value for %s, whichever way the error is logged', async (_case, values) => {
    const error = await failedInsert(db, values);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(HASH);

    const { logger, output } = capturedLogger();
    logger.error(error);
    logger.error({ err: error, method: 'POST' }, 'request failed');
    logger.error({ err: new Error('signup failed', { cause: error }) }, 'handler failed');
    logger.warn(`insert failed: ${(error as Error).message}`);

    const printed = output();
    expect(printed.split('\n').filter(Boolean)).toHaveLength(4);
    for (const secret of [values.email, HASH, HEALTH]) expect(printed).not.toContain(secret);
    expect(printed).toContain('Failed query: insert into');
    expect(printed).toContain('$1, $2, $3');
  });

  it('keeps what names the failure: SQLSTATE, constraint and table', async () => {
    const error = await failedInsert(db, { email: EMAIL, passwordHash: HASH, healthInfo: HEALTH });
    const safe = redactDbError(error) as Error & { cause: Record<string, unknown> };
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'accounts_email_key' });
    expect(safe.cause).not.toHaveProperty('detail');
    expect(safe).not.toHaveProperty('params');
  });

  it('leaves errors without a database error inside untouched', () => {
    const error = new Error('boom');
    expect(redactDbError(error)).toBe(error);
  });
});
