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

/**
 * SQLSTATEs of a server that is away rather than of a query that failed: connection exceptions (class 08), the
 * server shutting down or restarting (admin_shutdown, crash_shutdown, cannot_connect_now) and a full server
 * (too_many_connections). The same query may succeed once the server is back.
 */
const UNAVAILABLE_SQLSTATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a database that cannot be reached (refused, reset, unreachable, name not resolved). */
const UNREACHABLE_SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres' own errors of a lost or never-made connection (they carry no code): the server closed the
 * connection, no connection came within connectionTimeoutMillis, or a query went to a client whose connection
 * had already failed.
 */
const LOST_CONNECTION_MESSAGES: readonly RegExp[] = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

const isSqlstate = (code: string): boolean => /^[0-9A-Z]{5}$/.test(code);

/**
 * Why the database could not be used, when the failure means it is unreachable or restarting (the request may be
 * sent again shortly: answer 503), else undefined (a failure of the query itself: a bug, or a refusal the caller
 * maps). Walks drizzle's `cause` chain and a connection attempt's AggregateError. The reason is a code or one of
 * the driver's fixed sentences, never a query or its values, so it can be logged.
 */
export function databaseOutageOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (UNREACHABLE_SOCKET_CODES.has(code)) return code;
      if (isSqlstate(code)) {
        // The server answered this query with its own error: it is there.
        return code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) ? `SQLSTATE ${code}` : undefined;
      }
    }
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
      return message;
    if (Array.isArray(errors)) {
      for (const attempt of errors) {
        const reason = databaseOutageOf(attempt);
        if (reason !== undefined) return reason;
      }
    }
    current = cause;
  }
  return undefined;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseOutageOf(error) !== undefined;
