import { assertValidStorageKey, InvalidStorageKeyError, newStorageKey } from './storage-key';

// Which keys pass is the contracts' rule (libs/contracts/src/validation/storage-key.rule.spec.ts); here, what the
// storage does with its answer.
describe('storage keys', () => {
  it('accepts a key the rule accepts', () => {
    expect(() => assertValidStorageKey('avatar.png')).not.toThrow();
  });

  it.each(['../etc/passwd', '.hidden'])('refuses %j with InvalidStorageKeyError', (key) => {
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
