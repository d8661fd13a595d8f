import { randomUUID } from 'node:crypto';

import { isStorageKey } from '@vitalsync/contracts';

const EXTENSION_PATTERN = /^[A-Za-z0-9]{1,16}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: use letters, digits, '.', '_' and '-' only`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Refuses a key that could name a path or a hidden file (the rule: `isStorageKey` in libs/contracts). */
export function assertValidStorageKey(key: string): void {
  if (!isStorageKey(key)) {
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
