import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';

import { LengthMismatchError, chunksOf, readAtMost, rejoined, withLength } from './upload-body';

const collect = async (chunks: AsyncIterable<Buffer>): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString();
};

describe('reading an upload body', () => {
  it('reads a body shorter than the limit whole', async () => {
    const read = await readAtMost(chunksOf(Readable.from([Buffer.from('ab'), Buffer.from('cd')])), 4);
    expect(read).toEqual({ head: Buffer.from('abcd'), complete: true });
  });

  it('stops past the limit, and the rest still follows the head', async () => {
    const chunks = chunksOf(Readable.from(['ab', 'cd', 'ef', 'gh'].map((text) => Buffer.from(text))));
    const read = await readAtMost(chunks, 3);
    expect(read).toEqual({ head: Buffer.from('abcd'), complete: false });
    expect(await collect(rejoined(read.head, chunks))).toBe('abcdefgh');
  });

  it('reads a buffer and an old-style stream alike', async () => {
    expect(await readAtMost(chunksOf(Buffer.from('xyz')), 10)).toEqual({
      head: Buffer.from('xyz'),
      complete: true,
    });
    // A stream of the old API (events and pause/resume only), which is not a Readable.
    const legacy = Object.assign(new EventEmitter(), {
      readable: true,
      pause: () => legacy,
      resume: () => legacy,
    }) as unknown as NodeJS.ReadableStream;
    setImmediate(() => {
      legacy.emit('data', Buffer.from('old'));
      legacy.emit('end');
    });
    expect(legacy).not.toBeInstanceOf(Readable);
    expect((await readAtMost(chunksOf(legacy), 10)).head.toString()).toBe('old');
  });

  it('passes a body of the announced length, and fails one longer or shorter', async () => {
    const body = () => Readable.from([Buffer.from('abc'), Buffer.from('def')]);
    expect(await collect(withLength(body(), 'k', 6))).toBe('abcdef');
    expect(await collect(withLength(body(), 'k', undefined))).toBe('abcdef');
    await expect(collect(withLength(body(), 'k', 4))).rejects.toThrow(LengthMismatchError);
    await expect(collect(withLength(body(), 'k', 7))).rejects.toThrow(LengthMismatchError);
  });
});
