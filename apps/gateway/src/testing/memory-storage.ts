import { type StoragePort } from '@vitalsync/storage';

/** The smallest PNG and PDF whose first bytes the upload checks accept. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** Storage in a map, for upload specs: what was stored stays readable, and `failPut` makes it refuse like a lost store. */
export class MemoryStorage implements StoragePort {
  readonly objects = new Map<string, Buffer>();
  failPut = false;

  async put(key: string, body: NodeJS.ReadableStream | Buffer): Promise<void> {
    if (this.failPut) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(body)) chunks.push(body);
    else for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    this.objects.set(key, Buffer.concat(chunks));
  }

  async get(): Promise<null> {
    return null;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }

  async exists(key: string): Promise<boolean> {
    return this.objects.has(key);
  }
}
