import { protocol } from '@electric-sql/pglite';

import { bindExecuteSync, readStatementReplies } from './pglite-replies';

/** One backend message: its type byte, its length (itself included) and its body. */
const message = (type: string, body: Buffer = Buffer.alloc(0)): Buffer => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

const dataRow = (...values: Array<string | null>): Buffer => {
  const parts = [Buffer.alloc(2)];
  parts[0]?.writeInt16BE(values.length);
  for (const value of values) {
    const length = Buffer.alloc(4);
    length.writeInt32BE(value === null ? -1 : Buffer.byteLength(value));
    parts.push(length, Buffer.from(value ?? ''));
  }
  return message('D', Buffer.concat(parts));
};

const cString = (text: string): Buffer => Buffer.from(`${text}\0`);

describe('readStatementReplies', () => {
  it('reads the rows and the tag of a statement that went well', () => {
    const wire = Buffer.concat([
      message('2'),
      dataRow('1', null, '{"name":"Zoë"}'),
      dataRow('2', '', 'x'),
      message('C', cString('SELECT 2')),
      message('Z', Buffer.from('I')),
    ]);
    expect(readStatementReplies(wire)).toEqual({
      rows: [
        ['1', null, '{"name":"Zoë"}'],
        ['2', '', 'x'],
      ],
      tag: 'SELECT 2',
    });
  });

  it('leaves anything else to PGlite’s parser: an error, a notice, a cut message', () => {
    const error = message('E', Buffer.concat([Buffer.from('C23505\0'), Buffer.alloc(1)]));
    expect(readStatementReplies(Buffer.concat([message('2'), error, message('Z', Buffer.from('I'))]))).toBe(
      undefined,
    );
    expect(readStatementReplies(message('N', Buffer.alloc(1)))).toBeUndefined();
    expect(readStatementReplies(dataRow('1').subarray(0, 8))).toBeUndefined();
    expect(readStatementReplies(message('Z', Buffer.from('I')))).toBeUndefined();
  });
});

describe('bindExecuteSync', () => {
  it('writes the bytes PGlite’s own serializer writes', () => {
    const { serialize } = protocol;
    for (const values of [[], ['7', null, 'Zoë', ''], ['{"a":[1,2]}']]) {
      const theirs = Buffer.concat([
        serialize.bind({ statement: 'vs_ab_1', values }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      expect(bindExecuteSync('vs_ab_1', values)).toEqual(theirs);
    }
  });
});
