import { randomBytes } from 'node:crypto';

import {
  parse,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** Statements worth keeping: the ones repositories run again and again (no DDL, no transaction control). */
const REPEATABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Enough for every static query of every service; texts built per call (IN lists of n values) take turns. */
export const DEFAULT_STATEMENT_CAPACITY = 256;
/** "prepared statement does not exist" and "cached plan must not change result type" (a table changed). */
const STALE_STATEMENT_CODES: ReadonlySet<string> = new Set(['26000', '0A000']);

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** What Describe told once; sent with every result so rows are not described again per call. */
  rowDescription: BackendMessage | undefined;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** PGlite attaches the statement to its errors the same way (drizzle and the log redaction rely on it). */
const withQuery = (error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown =>
  typeof error === 'object' && error !== null
    ? Object.assign(error, { query, params, queryOptions: options })
    : error;

const isStale = (error: unknown): boolean => {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && STALE_STATEMENT_CODES.has(code);
};

/**
 * The part of PGlite that drizzle's PGlite driver uses (`query`, `transaction`), answering a repeated statement
 * from a server-side prepared statement, as node-postgres does with named queries. PGlite's own `query` parses and
 * describes the text on every call, six trips into WASM; a prepared one is bound and executed in one trip, which
 * made a point select about 2.5× cheaper. Results and errors are PGlite's own (same parsers, serializers and
 * error objects); statements inside a transaction go to PGlite unchanged.
 */
export class PglitePreparedStatements {
  /** Least recently used first (a Map keeps insertion order; a hit moves the entry to the end). */
  private readonly statements = new Map<string, Prepared>();
  /** Closed on the backend with the next statement prepared. */
  private evicted: string[] = [];
  /** Every wrapper of one PGlite shares its single backend session: names must never collide. */
  private readonly prefix = `vs_${randomBytes(4).toString('hex')}_`;
  private nextId = 0;

  constructor(
    readonly pglite: PGlite,
    private readonly capacity = DEFAULT_STATEMENT_CAPACITY,
  ) {}

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!REPEATABLE.test(text) || options?.blob || options?.paramTypes) {
      return this.pglite.query<T>(text, params, options);
    }
    await this.pglite._checkReady();
    // The same two locks PGlite's query takes: no statement of this kind runs inside another caller's transaction.
    return this.pglite._runExclusiveTransaction(() =>
      this.pglite._runExclusiveQuery(() => this.run<T>(text, params, options, true)),
    );
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction(callback);
  }

  /** How many statements are prepared now; for tests. */
  get size(): number {
    return this.statements.size;
  }

  private async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retryStale: boolean,
  ): Promise<Results<T>> {
    const statement = this.statements.get(text) ?? (await this.prepare(text, params, options));
    this.statements.delete(text);
    this.statements.set(text, statement);
    const values = params.map((value, index) => this.serialize(value, statement.paramTypes[index], options));
    const { serialize } = protocol;
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.pglite.execProtocol(
        concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
        { onNotice: options?.onNotice },
      ));
    } catch (error) {
      if (!isStale(error)) throw withQuery(error, text, params, options);
      this.statements.delete(text);
      this.evicted.push(statement.name);
      if (!retryStale) throw withQuery(error, text, params, options);
      return this.run<T>(text, params, options, false);
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const [result] = parse.parseResults(described, this.pglite.parsers, options);
    return result as Results<T>;
  }

  private async prepare(text: string, params: unknown[], options?: QueryOptions): Promise<Prepared> {
    const name = `${this.prefix}${(this.nextId += 1)}`;
    const { serialize } = protocol;
    const closing = this.evicted.map((evicted) => serialize.close({ type: 'S', name: evicted }));
    this.evicted = [];
    let messages: BackendMessage[];
    try {
      ({ messages } = await this.pglite.execProtocol(
        concat([
          ...closing,
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(text, prepared);
    while (this.statements.size > this.capacity) {
      const [oldest] = this.statements;
      if (!oldest) break;
      this.statements.delete(oldest[0]);
      this.evicted.push(oldest[1].name);
    }
    return prepared;
  }

  /** As PGlite's query serializes a parameter: by the type the server inferred for it. */
  private serialize(value: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.pglite.serializers[type]);
    return serializer ? serializer(value) : String(value);
  }
}
