import { isStorageKey, STORAGE_KEY_MAX_LENGTH } from './storage-key.rule';

describe('isStorageKey', () => {
  it.each([
    '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41.pdf',
    'avatar.png',
    'a',
    'x_y-z.1',
    'x'.repeat(STORAGE_KEY_MAX_LENGTH),
  ])('accepts %s', (key) => {
    expect(isStorageKey(key)).toBe(true);
  });

  it.each([
    '',
    '..',
    '../etc/passwd',
    'a/../../b',
    'dir/file.png',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    'a\\b',
    '.meta',
    '.hidden',
    'a..b',
    'name with space.png',
    'nul\0byte',
    'x'.repeat(STORAGE_KEY_MAX_LENGTH + 1),
  ])('refuses %j', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });
});
