import { randomBytes } from 'node:crypto';

import {
  type messages,
  parse,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

import { bindExecuteSync, readStatementReplies, type StatementReplies } from './pglite-replies';

/** Statements worth keeping: the ones repositories run again and again (no DDL, no transaction control). */
const REPEATABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Enough for every static query of every service; texts built per call (IN lists of n values) take turns. */
export const DEFAULT_STATEMENT_CAPACITY = 256;
/** "prepared statement does not exist" and "cached plan must not change result type" (a table changed). */
const STALE_STATEMENT_CODES: ReadonlySet<string> = new Set(['26000', '0A000']);

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Parser = (text: string, typeId: number) => unknown;
/** Commands whose count PGlite reports as `affectedRows`. */
const COUNTED_COMMANDS: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface Field {
  name: string;
  dataTypeID: number;
}

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The result's columns, described once when the statement was prepared. */
  fields: Field[];
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
 * describes the text on every call, six trips into WASM; a prepared one is bound and executed in one trip, and
 * with its bytes written and read here a point select ran 4–5× as often per second. Results and errors are
 * PGlite's own (same parsers, serializers and error objects); statements inside a transaction go to PGlite
 * unchanged.
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
    private readonly pglite: PGlite,
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
    let replies: StatementReplies;
    try {
      replies = await this.execute(statement.name, values, options);
    } catch (error) {
      if (!isStale(error)) throw withQuery(error, text, params, options);
      this.statements.delete(text);
      this.evicted.push(statement.name);
      if (!retryStale) throw withQuery(error, text, params, options);
      return this.run<T>(text, params, options, false);
    }
    return this.resultOf<T>(replies, statement.fields, options);
  }

  /** Binds and executes a prepared statement in one trip into WASM; rejects with PGlite's own error. */
  private async execute(
    name: string,
    values: Array<string | null>,
    options?: QueryOptions,
  ): Promise<StatementReplies> {
    const chunks: Buffer[] = [];
    await this.pglite.execProtocolRawStream(
      bindExecuteSync(name, values),
      // The chunks are views of PGlite's memory, reused by the next call: copied as they come.
      { onRawData: (chunk) => chunks.push(Buffer.from(chunk)) },
    );
    const wire = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
    return readStatementReplies(wire) ?? this.parseReplies(wire, options);
  }

  /**
   * Replies with something besides rows in them, read by PGlite's own parser: the first error is thrown as PGlite
   * would throw it, notices go to `onNotice`. (No notification can come: nothing can LISTEN on this PGlite, which
   * only this class and its owner in shared-pglite.ts hold, and this class offers no `listen`.)
   */
  private parseReplies(wire: Buffer, options?: QueryOptions): StatementReplies {
    const rows: Array<Array<string | null>> = [];
    let tag = '';
    let failure: unknown;
    new protocol.Parser().parse(wire, (reply) => {
      if (reply.name === 'error') failure ??= reply;
      else if (reply.name === 'notice') options?.onNotice?.(reply as messages.NoticeMessage);
      else if (reply.name === 'dataRow') rows.push((reply as messages.DataRowMessage).fields);
      else if (reply.name === 'commandComplete') tag = (reply as messages.CommandCompleteMessage).text;
    });
    if (failure) throw failure;
    return { rows, tag };
  }

  /**
   * What PGlite's parseResults makes of one statement's replies, with each column's parser looked up once:
   * parseResults copies all of PGlite's 300-odd parsers whenever the caller passes its own, as drizzle always does.
   */
  private resultOf<T>({ rows, tag }: StatementReplies, fields: Field[], options?: QueryOptions): Results<T> {
    if (!tag) return { rows: [], fields: [], affectedRows: 0 };
    const parsers = fields.map(
      ({ dataTypeID }) =>
        (options?.parsers?.[dataTypeID] ?? this.pglite.parsers[dataTypeID]) as Parser | undefined,
    );
    const parseRow = (values: Array<string | null>): unknown[] =>
      values.map((value, index) => {
        const parser = parsers[index];
        return value === null || !parser ? value : parser(value, fields[index]?.dataTypeID ?? 0);
      });
    const words = tag.split(' ');
    const command = words[0] ?? '';
    const count = Number.parseInt(words[words.length - 1] ?? '', 10);
    return {
      rows: rows.map((row) => {
        const values = parseRow(row);
        return options?.rowMode === 'array'
          ? values
          : Object.fromEntries(fields.map((field, index) => [field.name, values[index]]));
      }) as T[],
      fields,
      command,
      affectedRows: COUNTED_COMMANDS.has(command) ? count : 0,
      ...(Number.isNaN(count) ? {} : { rowCount: count }),
    };
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
    const described = messages.find((message) => message.name === 'rowDescription') as
      messages.RowDescriptionMessage | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (described?.fields ?? []).map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })),
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
