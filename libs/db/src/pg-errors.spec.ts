import { DrizzleQueryError } from 'drizzle-orm/errors';

import { databaseOutageOf, isDatabaseUnavailable, isUniqueViolation, PG_ERROR, pgErrorOf } from './pg-errors';

describe('pgErrorOf', () => {
  const driverError = Object.assign(new Error('duplicate key value'), {
    code: '23505',
    constraint: 'accounts_role_email_key',
  });

  it('finds the driver error behind drizzle’s wrapper', () => {
    const wrapped = new DrizzleQueryError('insert into ...', [], driverError);

    expect(pgErrorOf(wrapped)).toEqual({
      code: PG_ERROR.uniqueViolation,
      constraint: 'accounts_role_email_key',
    });
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it('reads an unwrapped driver error', () => {
    const check = Object.assign(new Error('violates check constraint'), { code: '23514' });

    expect(pgErrorOf(check)).toEqual({ code: PG_ERROR.checkViolation });
    expect(isUniqueViolation(check)).toBe(false);
  });

  it('ignores errors that carry no SQLSTATE', () => {
    expect(pgErrorOf(new Error('boom'))).toBeUndefined();
    expect(pgErrorOf(Object.assign(new Error('socket'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(pgErrorOf('23505')).toBeUndefined();
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('databaseOutageOf', () => {
  const failedQuery = (cause: unknown): DrizzleQueryError =>
    new DrizzleQueryError(
      'select "email" from "auth"."accounts" where "id" = $1',
      ['secret-id'],
      cause as Error,
    );
  const socketError = (code: string): Error =>
    Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });
  const serverError = (code: string, message: string): Error =>
    Object.assign(new Error(message), { code, severity: 'FATAL' });

  it.each([
    ['the server refusing connections', socketError('ECONNREFUSED'), 'ECONNREFUSED'],
    ['the connection reset', socketError('ECONNRESET'), 'ECONNRESET'],
    ['a connection that timed out', socketError('ETIMEDOUT'), 'ETIMEDOUT'],
    ['a host name that does not resolve for now', socketError('EAI_AGAIN'), 'EAI_AGAIN'],
    ['a closed connection', new Error('Connection terminated'), 'Connection terminated'],
    [
      'a connection closed by the server',
      new Error('Connection terminated unexpectedly'),
      'Connection terminated unexpectedly',
    ],
    [
      'no connection within connectionTimeoutMillis',
      new Error('timeout exceeded when trying to connect'),
      'timeout exceeded when trying to connect',
    ],
    [
      'a connect that timed out',
      new Error('Connection terminated due to connection timeout'),
      'Connection terminated due to connection timeout',
    ],
    [
      'a client whose connection failed before',
      new Error('Client has encountered a connection error and is not queryable'),
      'Client has encountered a connection error and is not queryable',
    ],
    ['a connection exception (class 08)', serverError('08006', 'connection failure'), 'SQLSTATE 08006'],
    [
      'a connection that could not be made (08001)',
      serverError('08001', 'could not connect'),
      'SQLSTATE 08001',
    ],
    [
      'the server shutting down (admin_shutdown)',
      serverError('57P01', 'terminating connection due to administrator command'),
      'SQLSTATE 57P01',
    ],
    ['a server crash (crash_shutdown)', serverError('57P02', 'terminating connection'), 'SQLSTATE 57P02'],
    [
      'a server still starting (cannot_connect_now)',
      serverError('57P03', 'the database system is starting up'),
      'SQLSTATE 57P03',
    ],
    [
      'a full server (too_many_connections)',
      serverError('53300', 'too many clients already'),
      'SQLSTATE 53300',
    ],
  ])('recognises %s, bare and behind drizzle’s wrapper', (_case, error, reason) => {
    expect(databaseOutageOf(error)).toBe(reason);
    expect(databaseOutageOf(failedQuery(error))).toBe(reason);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: failedQuery(error) }))).toBe(true);
  });

  it('recognises a connection attempt refused on every address (AggregateError)', () => {
    const refused = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], '');
    expect(databaseOutageOf(failedQuery(refused))).toBe('ECONNREFUSED');
  });

  it('leaves failures of the query itself alone: they are bugs or refusals, not outages', () => {
    expect(databaseOutageOf(failedQuery(serverError('23505', 'duplicate key value')))).toBeUndefined();
    expect(databaseOutageOf(failedQuery(serverError('42P01', 'relation does not exist')))).toBeUndefined();
    expect(databaseOutageOf(failedQuery(serverError('40P01', 'deadlock detected')))).toBeUndefined();
    expect(
      databaseOutageOf(serverError('57014', 'canceling statement due to statement timeout')),
    ).toBeUndefined();
    expect(
      databaseOutageOf(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBeUndefined();
    expect(databaseOutageOf(new Error('Connection terminated by the test'))).toBeUndefined();
    expect(
      databaseOutageOf({ code: 'unavailable', message: 'The service behind auth.login is unavailable.' }),
    ).toBeUndefined();
    expect(databaseOutageOf(undefined)).toBeUndefined();
    expect(databaseOutageOf('ECONNREFUSED')).toBeUndefined();
  });

  it('names the outage without the query or its values', () => {
    const reason = databaseOutageOf(failedQuery(socketError('ECONNREFUSED')));
    expect(reason).not.toContain('secret-id');
    expect(reason).not.toContain('accounts');
  });
});
