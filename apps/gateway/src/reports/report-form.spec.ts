import { Readable } from 'node:stream';

import { HttpException } from '@nestjs/common';

import { MemoryStorage, PDF, PNG } from '../testing/memory-storage';

import { type FormPart } from '../uploads/stored-upload';
import { parseReportForm, safeFileName } from './report-form';

const PATIENT = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const NOW = new Date('2030-06-03T08:00:00.000Z');

const field = (fieldname: string, value: string): FormPart => ({ type: 'field', fieldname, value });
const file = (filename: string, mimetype: string, content: Buffer, fieldname = 'file'): FormPart => ({
  type: 'file',
  fieldname,
  filename,
  mimetype,
  file: Readable.from([content]),
});

async function* partsOf(parts: FormPart[], failAfter?: Error): AsyncIterable<FormPart> {
  for (const part of parts) yield part;
  if (failAfter) throw failAfter;
}

const fields = (overrides: Record<string, string> = {}): FormPart[] =>
  Object.entries({
    patientId: PATIENT,
    title: ' Blood count ',
    date: '2030-06-03',
    text: 'Normal.',
    ...overrides,
  }).map(([name, value]) => field(name, value));

describe('parseReportForm', () => {
  it('stores a PDF under a report key and reads the trimmed fields', async () => {
    const storage = new MemoryStorage();

    const sut = await parseReportForm(
      partsOf([...fields(), file('C:\\scans\\blood "count".pdf', 'application/pdf', PDF)]),
      storage,
      NOW,
    );

    expect(sut).toEqual({
      ok: true,
      report: { patientId: PATIENT, title: 'Blood count', date: '2030-06-03', text: 'Normal.' },
      file: {
        key: expect.stringMatching(/^report-[0-9a-f-]{36}\.pdf$/),
        contentType: 'application/pdf',
        name: 'blood count.pdf',
      },
    });
    expect([...storage.objects.values()]).toEqual([PDF]);
  });

  it('takes a report without a file', async () => {
    await expect(parseReportForm(partsOf(fields()), new MemoryStorage(), NOW)).resolves.toMatchObject({
      ok: true,
      file: undefined,
    });
  });

  it.each([
    ['a PDF name over PNG bytes', file('scan.pdf', 'application/pdf', PNG), 'File must be a PDF, JPG or PNG'],
    ['a PNG declared as a PDF', file('scan.png', 'application/pdf', PNG), 'File must be a PDF, JPG or PNG'],
    ['a text file', file('notes.txt', 'text/plain', Buffer.from('hello')), 'File must be a PDF, JPG or PNG'],
    [
      'a PDF over 5 MB',
      file('big.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])),
      'File size cannot exceed 5MB',
    ],
  ])('refuses %s, naming the file field, and keeps nothing', async (_case, part, message) => {
    const storage = new MemoryStorage();

    await expect(parseReportForm(partsOf([...fields(), part]), storage, NOW)).resolves.toEqual({
      ok: false,
      errors: { file: message },
    });
    expect(storage.objects.size).toBe(0);
  });

  it('deletes a stored file when a field is refused', async () => {
    const storage = new MemoryStorage();

    const sut = await parseReportForm(
      partsOf([file('scan.png', 'image/png', PNG), ...fields({ title: '  ', date: '2030-06-05' })]),
      storage,
      NOW,
    );

    expect(sut).toEqual({
      ok: false,
      errors: { title: 'Title is Required', date: 'Date must be a real day, not in the future' },
    });
    expect(storage.objects.size).toBe(0);
  });

  it('accepts today in a time zone ahead of UTC, never the day after', async () => {
    const lateEvening = new Date('2030-06-03T23:00:00.000Z');
    await expect(
      parseReportForm(partsOf(fields({ date: '2030-06-04' })), new MemoryStorage(), lateEvening),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      parseReportForm(partsOf(fields({ date: '2030-06-05' })), new MemoryStorage(), lateEvening),
    ).resolves.toMatchObject({ ok: false });
  });

  it.each([
    [
      'an unknown field',
      [...fields(), field('doctorId', PATIENT)],
      { doctorId: 'This field is not accepted.' },
    ],
    ['a missing patient', fields({ patientId: '' }), { patientId: 'Please choose a patient.' }],
    [
      'a date that does not exist',
      fields({ date: '2030-02-30' }),
      { date: 'Date must be a real day, not in the future' },
    ],
    [
      'a date with a time',
      fields({ date: '2030-06-01T10:00' }),
      { date: 'Date must be written as YYYY-MM-DD' },
    ],
    [
      'a file under another name',
      [...fields(), file('a.png', 'image/png', PNG, 'picture')],
      { picture: 'This file is not accepted.' },
    ],
  ])('refuses %s, naming it', async (_case, parts, errors) => {
    const storage = new MemoryStorage();
    await expect(parseReportForm(partsOf(parts), storage, NOW)).resolves.toEqual({ ok: false, errors });
    expect(storage.objects.size).toBe(0);
  });

  it('refuses a second file and deletes the first', async () => {
    const storage = new MemoryStorage();
    const sut = await parseReportForm(
      partsOf([...fields(), file('a.png', 'image/png', PNG), file('b.pdf', 'application/pdf', PDF)]),
      storage,
      NOW,
    );
    expect(sut).toEqual({ ok: false, errors: { file: 'Send one file only.' } });
    expect(storage.objects.size).toBe(0);
  });

  it('deletes the stored file when the form breaks after it, and passes the parser’s 413 on', async () => {
    const storage = new MemoryStorage();
    const tooMany = Object.assign(new Error('too many parts'), { statusCode: 413 });

    await expect(
      parseReportForm(partsOf([file('a.pdf', 'application/pdf', PDF), ...fields()], tooMany), storage, NOW),
    ).rejects.toBe(tooMany);
    expect(storage.objects.size).toBe(0);
  });

  it('answers 503 with a message when the storage is down', async () => {
    const storage = new MemoryStorage();
    storage.failPut = true;

    const refusal = await parseReportForm(
      partsOf([...fields(), file('a.pdf', 'application/pdf', PDF)]),
      storage,
      NOW,
    ).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(HttpException);
    expect((refusal as HttpException).getStatus()).toBe(503);
    expect((refusal as HttpException).message).toBe(
      'Report files cannot be stored or read right now. Please try again shortly.',
    );
  });
});

describe('safeFileName', () => {
  it('keeps the name only, without quotes or control characters', () => {
    expect(safeFileName('../../etc/pass"wd\u0000.pdf')).toBe('passwd.pdf');
    expect(safeFileName('/')).toBe('report');
  });
});
