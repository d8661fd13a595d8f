import { DrizzleQueryError } from 'drizzle-orm/errors';

import { isUniqueViolation, PG_ERROR, pgErrorOf } from './pg-errors';

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
