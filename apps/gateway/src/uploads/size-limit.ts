import { Transform, type TransformCallback } from 'node:stream';

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File exceeds ${maxBytes} bytes`);
  }
}

/**
 * Passes bytes through while counting them and fails the stream as soon as the limit is crossed, so an
 * oversize upload is cut off mid-stream and never buffered whole. Exposes the first bytes for sniffing.
 */
export class SizeLimit extends Transform {
  private seen = 0;
  private headBytes: Buffer = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly headLength: number,
  ) {
    super();
  }

  get bytes(): number {
    return this.seen;
  }

  /** True once more than maxBytes arrived. */
  get exceeded(): boolean {
    return this.seen > this.maxBytes;
  }

  get head(): Buffer {
    return this.headBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.headBytes.length < this.headLength) {
      this.headBytes = Buffer.concat([this.headBytes, chunk]).subarray(0, this.headLength);
    }
    if (this.seen > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
