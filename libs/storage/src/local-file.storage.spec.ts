import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import { LocalFileStorage } from './local-file.storage';
import { InvalidStorageKeyError } from './storage-key';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'vitalsync-files-'));
    storage = new LocalFileStorage(join(root, 'files'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores a buffer and gives back its bytes, content type and size', async () => {
    await storage.put('licence.pdf', Buffer.from('%PDF-1.7 proof'), {
      contentType: 'application/pdf',
      size: 14,
    });

    const stored = await storage.get('licence.pdf');

    expect(stored).toMatchObject({ contentType: 'application/pdf', size: 14 });
    expect(await text(stored?.body ?? Readable.from([]))).toBe('%PDF-1.7 proof');
    expect(readdirSync(join(root, 'files'))).toContain('licence.pdf');
  });

  it('stores a stream', async () => {
    await storage.put('avatar.png', Readable.from([Buffer.from('PNG'), Buffer.from('...rest')]), {
      contentType: 'image/png',
    });

    const stored = await storage.get('avatar.png');

    expect(stored?.size).toBe(10);
    expect(stored?.contentType).toBe('image/png');
    expect(await text(stored?.body ?? Readable.from([]))).toBe('PNG...rest');
  });

  it('answers exists, and forgets a deleted key (deleting twice is fine)', async () => {
    await storage.put('a.txt', Buffer.from('a'), { contentType: 'text/plain' });
    expect(await storage.exists('a.txt')).toBe(true);
    expect(await storage.exists('b.txt')).toBe(false);

    await storage.delete('a.txt');
    await storage.delete('a.txt');

    expect(await storage.exists('a.txt')).toBe(false);
    expect(await storage.get('a.txt')).toBeNull();
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('photo.jpg', Buffer.from('old'), { contentType: 'image/jpeg' });
    await storage.put('photo.jpg', Buffer.from('newer'), { contentType: 'image/png' });

    const stored = await storage.get('photo.jpg');

    expect(stored).toMatchObject({ contentType: 'image/png', size: 5 });
    expect(await text(stored?.body ?? Readable.from([]))).toBe('newer');
  });

  it('keeps files for the next instance on the same folder (a restart)', async () => {
    await storage.put('kept.pdf', Buffer.from('kept'), { contentType: 'application/pdf' });

    const restarted = new LocalFileStorage(join(root, 'files'));
    const stored = await restarted.get('kept.pdf');

    expect(stored?.contentType).toBe('application/pdf');
    expect(await text(stored?.body ?? Readable.from([]))).toBe('kept');
  });

  it('refuses a body whose length differs from the announced size and keeps nothing', async () => {
    await expect(
      storage.put('short.png', Buffer.from('abc'), { contentType: 'image/png', size: 10 }),
    ).rejects.toThrow('Stored 3 bytes under short.png where 10 were announced');

    expect(await storage.exists('short.png')).toBe(false);
    expect(readdirSync(join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('keeps nothing when the stream fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('client went away'));
      },
    });

    await expect(storage.put('broken.pdf', failing, { contentType: 'application/pdf' })).rejects.toThrow(
      'client went away',
    );
    expect(await storage.exists('broken.pdf')).toBe(false);
    expect(readdirSync(join(root, 'files', '.tmp'))).toEqual([]);
  });

  it.each(['../escape.txt', '/etc/passwd', 'sub/dir.txt', '..', '.meta'])(
    'refuses the key %j on every operation without touching the disk',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      expect(existsSync(join(root, 'escape.txt'))).toBe(false);
    },
  );
});
