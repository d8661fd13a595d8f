import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';

import { FileTooLargeError, SizeLimit } from './size-limit';

const sink = (received: Buffer[]): Writable =>
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk);
      callback();
    },
  });

describe('SizeLimit', () => {
  it('passes a file at the limit through untouched and keeps its first bytes', async () => {
    const received: Buffer[] = [];
    const sut = new SizeLimit(10, 4);
    await pipeline(Readable.from([Buffer.from('012'), Buffer.from('3456789')]), sut, sink(received));
    expect(Buffer.concat(received).toString()).toBe('0123456789');
    expect(sut.head.toString()).toBe('0123');
    expect(sut.bytes).toBe(10);
  });

  it('keeps the last bytes across chunks of any size', async () => {
    const sut = new SizeLimit(100, 2, 5);
    await pipeline(
      Readable.from([Buffer.from('abcdefgh'), Buffer.from('ij'), Buffer.from('k')]),
      sut,
      sink([]),
    );
    expect(sut.tail.toString()).toBe('ghijk');
    expect(sut.head.toString()).toBe('ab');
  });

  it('fails at the first chunk past the limit, before the rest is read', async () => {
    const received: Buffer[] = [];
    let produced = 0;
    const source = new Readable({
      read() {
        produced += 1;
        this.push(produced > 100 ? null : Buffer.alloc(64 * 1024));
      },
    });
    // 100 chunks of 64 KiB would be 6.4 MiB; the limit is crossed in the third chunk.
    await expect(pipeline(source, new SizeLimit(150_000, 4), sink(received))).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(Buffer.concat(received).length).toBeLessThanOrEqual(150_000);
    expect(produced).toBeLessThan(10);
  });
});
