/**
 * Bind (every value as text, or null), Execute and Sync of a prepared statement, in one message. PGlite's own
 * serializer writes through private fields (WeakMap lookups) and took more time than reading the answer.
 */
export const bindExecuteSync = (statement: string, values: ReadonlyArray<string | null>): Buffer => {
  const encoded = values.map((value) => (value === null ? null : Buffer.from(value)));
  const name = Buffer.from(statement);
  // Bind: type, length, portal "" and the statement as C strings, a text format code per value, the values,
  // no result format codes (all text), as PGlite's serializer writes it.
  const bindLength =
    4 +
    1 +
    name.length +
    1 +
    2 +
    2 * encoded.length +
    2 +
    encoded.reduce((size, value) => size + 4 + (value?.length ?? 0), 0) +
    2;
  const wire = Buffer.alloc(1 + bindLength + EXECUTE_SYNC.length);
  let at = wire.writeUInt8(0x42, 0); // 'B'
  at = wire.writeInt32BE(bindLength, at);
  at = wire.writeUInt8(0, at);
  at += name.copy(wire, at);
  at = wire.writeUInt8(0, at);
  at = wire.writeInt16BE(encoded.length, at);
  for (let index = 0; index < encoded.length; index += 1) at = wire.writeInt16BE(0, at);
  at = wire.writeInt16BE(encoded.length, at);
  for (const value of encoded) {
    at = wire.writeInt32BE(value === null ? -1 : value.length, at);
    if (value) at += value.copy(wire, at);
  }
  at = wire.writeInt16BE(0, at);
  EXECUTE_SYNC.copy(wire, at);
  return wire;
};

/** Execute of the unnamed portal with no row limit ('E', length 9, "", 0), then Sync ('S', length 4). */
const EXECUTE_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/** What the backend answers to Bind, Execute and Sync of a statement that went well. */
export interface StatementReplies {
  /** Each row's values as text (the backend sends text unless asked for binary), null for SQL NULL. */
  rows: Array<Array<string | null>>;
  /** CommandComplete's tag, e.g. `SELECT 1`, `UPDATE 3`. */
  tag: string;
}

const BIND_COMPLETE = 0x32; // '2'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'

/**
 * Reads the replies of a successful Bind/Execute/Sync straight from the wire bytes. PGlite's own parser copies
 * every message and every value and reaches its private fields through WeakMaps, which made it the largest part
 * of a point select after the statement itself. Anything else in the bytes (an error, a notice, a notification)
 * answers undefined, and the caller hands the bytes to PGlite's parser, which knows every message.
 */
export const readStatementReplies = (wire: Buffer): StatementReplies | undefined => {
  const rows: Array<Array<string | null>> = [];
  let tag: string | undefined;
  let offset = 0;
  while (offset + 5 <= wire.length) {
    const type = wire[offset];
    const end = offset + 1 + wire.readInt32BE(offset + 1);
    if (end > wire.length) return undefined;
    if (type === DATA_ROW) {
      const count = wire.readInt16BE(offset + 5);
      const values: Array<string | null> = new Array<string | null>(count);
      let at = offset + 7;
      for (let column = 0; column < count; column += 1) {
        const length = wire.readInt32BE(at);
        at += 4;
        values[column] = length < 0 ? null : wire.toString('utf8', at, at + length);
        if (length > 0) at += length;
      }
      rows.push(values);
    } else if (type === COMMAND_COMPLETE) {
      // A C string: the tag without its terminating zero.
      tag = wire.toString('utf8', offset + 5, end - 1);
    } else if (type !== BIND_COMPLETE && type !== READY_FOR_QUERY) {
      return undefined;
    }
    offset = end;
  }
  return offset === wire.length && tag !== undefined ? { rows, tag } : undefined;
};
