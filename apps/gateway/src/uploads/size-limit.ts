import { Transform, type TransformCallback } from 'node:stream';

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File exceeds ${maxBytes} bytes`);
  }
}

/**
 * Passes bytes through while counting them and fails the stream as soon as the limit is crossed, so an
 * oversize upload is cut off mid-stream and never buffered whole. Exposes the first and last bytes for checks.
 */
export class SizeLimit extends Transform {
  private seen = 0;
  private headBytes: Buffer = Buffer.alloc(0);
  private tailBytes: Buffer = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly headLength: number,
    private readonly tailLength = 0,
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

  /** The last tailLength bytes that passed. */
  get tail(): Buffer {
    return this.tailBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.headBytes.length < this.headLength) {
      this.headBytes = Buffer.concat([this.headBytes, chunk]).subarray(0, this.headLength);
    }
    if (this.tailLength > 0) {
      this.tailBytes = Buffer.concat([this.tailBytes, chunk.subarray(-this.tailLength)]).subarray(
        -this.tailLength,
      );
    }
    if (this.seen > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
