import { randomUUID } from 'node:crypto';

/**
 * A key is one file name: letters, digits, '.', '_' and '-', starting with a letter or digit, at most 200 characters,
 * never containing '..'. So it cannot name a path ('/', '\\', absolute, traversal) nor a hidden file.
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const EXTENSION_PATTERN = /^[A-Za-z0-9]{1,16}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: use letters, digits, '.', '_' and '-' only`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertValidStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new InvalidStorageKeyError(key);
  }
}

/** A new unguessable key with the given extension (without the dot), e.g. `newStorageKey('pdf')`. */
export function newStorageKey(extension: string): string {
  if (!EXTENSION_PATTERN.test(extension)) {
    throw new InvalidStorageKeyError(`*.${extension}`);
  }
  return `${randomUUID()}.${extension.toLowerCase()}`;
}
