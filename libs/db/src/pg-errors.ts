/**
 * SQLSTATE codes the services turn into answers (409 for a conflict, 422 for a refused value), or retry (a
 * deadlock: PostgreSQL aborted one of two transactions waiting on each other, and the other goes on).
 */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  exclusionViolation: '23P01',
  deadlockDetected: '40P01',
} as const;

export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind a failed query, identical for node-postgres and PGlite. drizzle wraps driver errors
 * (`DrizzleQueryError`), so the `cause` chain is walked.
 */
export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    current = cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean =>
  pgErrorOf(error)?.code === PG_ERROR.uniqueViolation;
