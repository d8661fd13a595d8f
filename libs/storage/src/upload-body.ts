import { Readable } from 'node:stream';

/** What readAtMost found: the bytes read, and whether they are the whole body. */
export interface BoundedRead {
  head: Buffer;
  complete: boolean;
}

const asBuffer = (chunk: unknown): Buffer => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));

/** A body as chunks, whatever kind of stream (or buffer) it came as. */
export const chunksOf = (body: NodeJS.ReadableStream | Buffer): AsyncIterator<unknown> => {
  const readable = Buffer.isBuffer(body)
    ? Readable.from([body])
    : body instanceof Readable
      ? body
      : new Readable().wrap(body);
  return readable[Symbol.asyncIterator]();
};

/**
 * Reads chunks until the body ends or more than `limit` bytes arrived, leaving the iterator where it stopped so
 * the rest can still be read after `head` (rejoined).
 */
export const readAtMost = async (chunks: AsyncIterator<unknown>, limit: number): Promise<BoundedRead> => {
  const parts: Buffer[] = [];
  let length = 0;
  while (length <= limit) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), complete: true };
    const chunk = asBuffer(next.value);
    parts.push(chunk);
    length += chunk.length;
  }
  return { head: Buffer.concat(parts), complete: false };
};

/** `head`, then whatever the iterator still yields: a body read in part, whole again. */
export async function* rejoined(head: Buffer, rest: AsyncIterator<unknown>): AsyncGenerator<Buffer> {
  yield head;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield asBuffer(next.value);
  }
}

export class LengthMismatchError extends Error {
  constructor(key: string, length: number, announced: number) {
    super(`Refused ${key}: ${length} bytes where ${announced} were announced`);
  }
}

export const assertLength = (key: string, length: number, announced: number | undefined): void => {
  if (announced !== undefined && length !== announced) throw new LengthMismatchError(key, length, announced);
};

/** The chunks as they come, failing as soon as the body is known to differ from the announced length. */
export async function* withLength(
  chunks: AsyncIterable<Buffer>,
  key: string,
  announced: number | undefined,
): AsyncGenerator<Buffer> {
  let length = 0;
  for await (const chunk of chunks) {
    length += chunk.length;
    if (announced !== undefined && length > announced) throw new LengthMismatchError(key, length, announced);
    yield chunk;
  }
  assertLength(key, length, announced);
}
