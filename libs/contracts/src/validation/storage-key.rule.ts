/** The longest storage key: one file name, well under every file system's and S3's limit. */
export const STORAGE_KEY_MAX_LENGTH = 200;

/**
 * A key is one file name: letters, digits, '.', '_' and '-', starting with a letter or digit, at most
 * STORAGE_KEY_MAX_LENGTH characters, never containing '..'. So it cannot name a path ('/', '\\', absolute,
 * traversal) nor a hidden file.
 */
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{0,${STORAGE_KEY_MAX_LENGTH - 1}}$`);

/** Whether the storage would accept this key; a pure rule, so the validators and the storage share it. */
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key) && !key.includes('..');
