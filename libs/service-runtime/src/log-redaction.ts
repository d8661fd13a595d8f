/** A PostgreSQL error from node-postgres or PGlite: it carries a five-character SQLSTATE `code`. */
const isPgError = (error: object): boolean => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/**
 * drizzle's DrizzleQueryError, recognised by shape so that logging does not load the database driver: the query
 * text and its parameter values.
 */
const isDrizzleQueryError = (error: object): error is Error & { query: string; params: unknown[] } =>
  error instanceof Error &&
  typeof (error as { query?: unknown }).query === 'string' &&
  Array.isArray((error as { params?: unknown }).params);

/**
 * Fields of a PostgreSQL error (node-postgres and PGlite alike) that name what failed without quoting any value:
 * `detail`, `where`, `hint` and `internalQuery` are left out because they quote rows and parameters
 * ("Key (email)=(ada@example.com) already exists.").
 */
const SAFE_PG_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];

const PARAMS_LINE = /\nparams: [^\n]*/g;
/** PostgreSQL quotes the offending value in some messages: `invalid input syntax for type uuid: "…"`. */
const QUOTED = /"[^"]*"/g;

/** Log text with drizzle's parameter list cut out (its query errors print it in message and stack). */
export const redactLogText = (text: string): string => text.replace(PARAMS_LINE, '\nparams: [redacted]');

const framesOf = (stack: unknown): string =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

const rebuilt = (name: string, message: string, stack: unknown, fields: Record<string, unknown>): Error => {
  const error = new Error(message);
  error.name = name;
  error.stack = `${name}: ${message}\n${framesOf(stack)}`;
  return Object.assign(error, fields);
};

const hasDbErrorInChain = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    if (isPgError(current) || isDrizzleQueryError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

const redactChain = (error: unknown, depth: number): unknown => {
  if (depth > 8 || typeof error !== 'object' || error === null) return error;
  const { cause, message, stack, name } = error as {
    cause?: unknown;
    message?: unknown;
    stack?: unknown;
    name?: unknown;
  };
  const safeCause = cause === undefined ? undefined : { cause: redactChain(cause, depth + 1) };

  if (isPgError(error)) {
    const fields = Object.fromEntries(
      SAFE_PG_FIELDS.filter((key) => (error as Record<string, unknown>)[key] !== undefined).map((key) => [
        key,
        (error as Record<string, unknown>)[key],
      ]),
    );
    const text = typeof message === 'string' ? message.replace(QUOTED, '"…"') : 'database error';
    return rebuilt(typeof name === 'string' ? name : 'DatabaseError', text, stack, {
      ...fields,
      ...safeCause,
    });
  }
  if (isDrizzleQueryError(error)) {
    // The query text has placeholders ($1, $2), never values; the parameters go.
    return rebuilt('DrizzleQueryError', `Failed query: ${error.query}`, stack, { ...safeCause });
  }
  // Any other error on the way (a service's own wrapper) keeps its fields, with its cause redacted.
  const copy = Object.assign(
    Object.create(Object.getPrototypeOf(error) as object) as Error,
    error,
    safeCause,
  );
  if (typeof message === 'string') copy.message = redactLogText(message);
  if (typeof stack === 'string') copy.stack = redactLogText(stack);
  return copy;
};

/**
 * A copy of an error that is safe to log: drizzle's query errors lose their parameters, PostgreSQL errors their
 * `detail` and quoted values, at any depth of the `cause` chain. Errors with no database error inside come back
 * unchanged. The logger applies it to everything it prints, so no call site has to remember.
 */
export const redactDbError = (error: unknown): unknown =>
  hasDbErrorInChain(error) ? redactChain(error, 0) : error;

/**
 * A logger call's arguments made safe (pino's `hooks.logMethod`): errors as by redactDbError, also under an
 * object's `err` key, and message strings without drizzle's parameter list. pino derives the message line from
 * the error it is given, so redacting the error before pino sees it keeps values out of `msg` as well.
 */
export const redactLogArguments = (args: readonly unknown[]): unknown[] =>
  args.map((arg) => {
    if (typeof arg === 'string') return redactLogText(arg);
    if (arg instanceof Error) return redactDbError(arg);
    if (typeof arg === 'object' && arg !== null && 'err' in arg) {
      return { ...arg, err: redactDbError((arg as { err: unknown }).err) };
    }
    return arg;
  });
