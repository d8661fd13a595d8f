/** What is kept beside a stored file. */
export interface StoredObjectMeta {
  contentType: string;
  /** Expected byte count; when given, a body of another length is refused and nothing is kept. */
  size?: number;
}

export interface StoredObject {
  body: NodeJS.ReadableStream;
  contentType: string;
  size: number;
}

/** Where uploaded files live: the local disk in embedded mode, S3/MinIO in the distributed one. */
export interface StoragePort {
  put(key: string, body: NodeJS.ReadableStream | Buffer, meta: StoredObjectMeta): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Succeeds whether or not the key exists. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Injection token of the `StoragePort` (provided by `StorageModule.forRoot`). */
export const STORAGE: unique symbol = Symbol.for('vitalsync.storage');
