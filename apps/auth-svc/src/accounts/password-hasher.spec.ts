import { scryptSync } from 'node:crypto';

import { DEFAULT_SCRYPT_PARAMS, PasswordHasher } from './password-hasher';

// Cheap parameters keep the suite fast; one case runs the production defaults.
const FAST = { N: 1024, r: 8, p: 1 };

describe('PasswordHasher', () => {
  const sut = new PasswordHasher(FAST);

  it('stores the algorithm, the parameters and the salt with the key', async () => {
    const stored = await sut.hash('secret12');

    expect(stored).toMatch(/^scrypt\$N=1024,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const [, , salt, key] = stored.split('$');
    // The key really is scrypt(password, salt) with the stated parameters.
    expect(scryptSync('secret12', Buffer.from(salt ?? '', 'base64url'), 32, FAST).toString('base64url')).toBe(
      key,
    );
  });

  it('uses a new salt each time', async () => {
    expect(await sut.hash('secret12')).not.toBe(await sut.hash('secret12'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await sut.hash('secret12');

    await expect(sut.verify('secret12', stored)).resolves.toBe(true);
    await expect(sut.verify('secret13', stored)).resolves.toBe(false);
    await expect(sut.verify('Secret12', stored)).resolves.toBe(false);
    await expect(sut.verify('', stored)).resolves.toBe(false);
  });

  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    const older = await new PasswordHasher({ N: 2048, r: 4, p: 2 }).hash('secret12');

    await expect(sut.verify('secret12', older)).resolves.toBe(true);
    expect(sut.needsRehash(older)).toBe(true);
    expect(sut.needsRehash(await sut.hash('secret12'))).toBe(false);
  });

  it.each([
    ['not a hash', 'secret12'],
    ['another algorithm', '$2b$10$abcdefghijklmnopqrstuv'],
    [
      'a cost that is not a power of two',
      'scrypt$N=1000,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    [
      'an absurd cost',
      'scrypt$N=1073741824,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
  ])('refuses %s as a stored hash', async (_case, stored) => {
    await expect(sut.verify('secret12', stored)).resolves.toBe(false);
    expect(sut.needsRehash(stored)).toBe(true);
  });

  it('answers false when there is no account to check against', async () => {
    await expect(sut.verifyNothing('secret12')).resolves.toBe(false);
  });

  it('hashes with the memory-hard defaults unless told otherwise', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 3 });
    const stored = await new PasswordHasher().hash('secret12');

    expect(stored.startsWith('scrypt$N=32768,r=8,p=3$')).toBe(true);
    await expect(new PasswordHasher().verify('secret12', stored)).resolves.toBe(true);
  });
});
