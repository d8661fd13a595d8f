import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { assertValidStorageKey } from './storage-key';
import { type StoragePort, type StoredObject, type StoredObjectMeta } from './storage.port';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Files under one folder (`${DATA_DIR}/files` in embedded mode): `<key>` holds the bytes, `.meta/<key>.json` the
 * content type. Keys never start with '.', so they cannot reach the `.meta` and `.tmp` folders. A put is written
 * to `.tmp` and renamed into place, so a reader never sees half a file.
 */
export class LocalFileStorage implements StoragePort {
  private readonly root: string;
  private ready?: Promise<void>;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  async put(key: string, body: NodeJS.ReadableStream | Buffer, meta: StoredObjectMeta): Promise<void> {
    assertValidStorageKey(key);
    await this.ensureFolders();
    const temp = join(this.root, '.tmp', `${key}.${randomUUID()}`);
    let written = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, counter, createWriteStream(temp, { flags: 'wx' }));
      if (meta.size !== undefined && written !== meta.size) {
        throw new Error(`Stored ${written} bytes under ${key} where ${meta.size} were announced`);
      }
      await writeFile(this.metaPath(key), JSON.stringify({ contentType: meta.contentType }));
      await rename(temp, this.filePath(key));
    } finally {
      await rm(temp, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    const size = await this.sizeOf(key);
    if (size === undefined) {
      return null;
    }
    return { body: createReadStream(this.filePath(key)), contentType: await this.contentTypeOf(key), size };
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await rm(this.filePath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    return (await this.sizeOf(key)) !== undefined;
  }

  private filePath(key: string): string {
    return join(this.root, key);
  }

  private metaPath(key: string): string {
    return join(this.root, '.meta', `${key}.json`);
  }

  private ensureFolders(): Promise<void> {
    this.ready ??= Promise.all([
      mkdir(join(this.root, '.meta'), { recursive: true }),
      mkdir(join(this.root, '.tmp'), { recursive: true }),
    ]).then(
      () => undefined,
      (error: unknown) => {
        this.ready = undefined;
        throw error;
      },
    );
    return this.ready;
  }

  private async sizeOf(key: string): Promise<number | undefined> {
    try {
      const stats = await stat(this.filePath(key));
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return undefined;
      }
      throw error;
    }
  }

  private async contentTypeOf(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE;
    } catch {
      return DEFAULT_CONTENT_TYPE;
    }
  }
}
