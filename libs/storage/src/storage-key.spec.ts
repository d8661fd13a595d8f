import { assertValidStorageKey, InvalidStorageKeyError, newStorageKey } from './storage-key';

describe('storage keys', () => {
  it.each(['0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41.pdf', 'avatar.png', 'a', 'x_y-z.1'])('accepts %s', (key) => {
    expect(() => assertValidStorageKey(key)).not.toThrow();
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
    'x'.repeat(201),
  ])('refuses %j', (key) => {
    expect(() => assertValidStorageKey(key)).toThrow(InvalidStorageKeyError);
  });

  it('makes new random keys with the extension, lower-cased', () => {
    const first = newStorageKey('PDF');
    const second = newStorageKey('pdf');

    expect(first).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(first).not.toBe(second);
    expect(() => assertValidStorageKey(first)).not.toThrow();
  });

  it.each(['', '../x', 'tar.gz', 'p/ng'])('refuses the extension %j', (extension) => {
    expect(() => newStorageKey(extension)).toThrow(InvalidStorageKeyError);
  });
});
