import { Readable } from 'node:stream';

import { HttpException } from '@nestjs/common';
import { type FileRule } from '@vitalsync/contracts';
import { type StoragePort } from '@vitalsync/storage';

import { type FilePart, type FormPart, readableParts, storeCheckedUpload } from './stored-upload';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const RULE: FileRule = {
  label: 'File',
  extensions: ['png', 'pdf'],
  typeMessage: 'Wrong type',
  maxBytes: 1024,
  sizeMessage: 'Too big',
};

const memoryStorage = () => {
  const objects = new Map<string, Buffer>();
  const storage: StoragePort = {
    put: async (key, body) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      objects.set(key, Buffer.concat(chunks));
    },
    get: async () => null,
    delete: async (key) => void objects.delete(key),
    exists: async (key) => objects.has(key),
  };
  return { storage, objects };
};

const part = (filename: string, mimetype: string, content: Buffer): FilePart => ({
  type: 'file',
  fieldname: 'file',
  filename,
  mimetype,
  file: Readable.from([content]),
});

describe('storeCheckedUpload', () => {
  it('stores a file whose name, declared type and bytes agree, under the prefix, and says what it is', async () => {
    const { storage, objects } = memoryStorage();

    const stored = await storeCheckedUpload(part('a.png', 'image/png', PNG), RULE, storage, 'report-');

    expect(stored).toEqual({
      key: expect.stringMatching(/^report-[0-9a-f-]{36}\.png$/),
      type: 'png',
      contentType: 'image/png',
    });
    expect([...objects.values()]).toEqual([PNG]);
  });

  it.each([
    ['a name the rule refuses', part('a.gif', 'image/gif', PNG), 'Wrong type'],
    ['a PDF name over PNG bytes', part('a.pdf', 'application/pdf', PNG), 'Wrong type'],
    [
      'a file over the limit',
      part('a.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2048)])),
      'Too big',
    ],
  ])('refuses %s with the rule’s message and keeps nothing', async (_case, upload, message) => {
    const { storage, objects } = memoryStorage();

    await expect(storeCheckedUpload(upload, RULE, storage)).resolves.toEqual({ error: message });
    expect(objects.size).toBe(0);
  });

  it('throws a storage failure, keeping nothing', async () => {
    const { storage, objects } = memoryStorage();
    const down = new Error('ECONNREFUSED');

    await expect(
      storeCheckedUpload(part('a.png', 'image/png', PNG), RULE, {
        ...storage,
        put: () => Promise.reject(down),
      }),
    ).rejects.toBe(down);
    expect(objects.size).toBe(0);
  });
});

describe('readableParts', () => {
  async function* failing(error: unknown): AsyncIterable<FormPart> {
    yield { type: 'field', fieldname: 'a', value: '1' };
    throw error;
  }

  const read = async (parts: AsyncIterable<FormPart>) => {
    const names: string[] = [];
    for await (const one of readableParts(parts, 'Unreadable.', 'Unnamed.')) names.push(one.fieldname);
    return names;
  };

  it('turns a parser failure into a 400 with the form’s message, and keeps the parser’s own 4xx', async () => {
    const malformed = await read(failing(new Error('boundary'))).catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(HttpException);
    expect((malformed as HttpException).getStatus()).toBe(400);
    expect((malformed as HttpException).message).toBe('Unreadable.');

    const tooLarge = Object.assign(new Error('too large'), { statusCode: 413 });
    await expect(read(failing(tooLarge))).rejects.toBe(tooLarge);
  });

  it('refuses a part without a name', async () => {
    async function* unnamed(): AsyncIterable<FormPart> {
      yield { type: 'field', fieldname: '', value: 'x' };
    }
    await expect(read(unnamed())).rejects.toThrow('Unnamed.');
  });
});
