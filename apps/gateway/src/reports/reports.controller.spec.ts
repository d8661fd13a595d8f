import { Readable } from 'node:stream';

import { HttpException, Logger } from '@nestjs/common';
import { busRequestFake, newTestService, standIn } from '@vitalsync/testing';
import { type FastifyReply, type FastifyRequest } from 'fastify';

import { type SessionClaims } from '../sessions/session-token';
import { type FormPart } from '../uploads/stored-upload';
import { ReportsController } from './reports.controller';

const DOCTOR: SessionClaims = {
  id: '7a0c1d4e-0000-4000-8000-00000000000d',
  role: 'doctor',
  sessionId: 'session-1',
  expiresAt: 4_000_000_000_000,
};
const PATIENT: SessionClaims = { ...DOCTOR, id: '7a0c1d4e-0000-4000-8000-00000000000b', role: 'user' };
const NOW = new Date('2030-06-03T08:00:00.000Z');
const PDF = Buffer.from('%PDF-1.4\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const REPORT = { _id: 'r1' };

const fields = { patientId: PATIENT.id, title: 'Scan', date: '2030-06-01', text: 'Clear.' };

async function* partsOf(withFile: boolean): AsyncIterable<FormPart> {
  for (const [fieldname, value] of Object.entries(fields)) yield { type: 'field', fieldname, value };
  if (withFile)
    yield {
      type: 'file',
      fieldname: 'file',
      filename: 'scan.pdf',
      mimetype: 'application/pdf',
      file: Readable.from([PDF]),
    };
}

const requestWith = (withFile: boolean) => {
  const parts = jest.fn(() => partsOf(withFile));
  return { request: standIn<FastifyRequest>({ isMultipart: () => true, parts }), parts };
};

const setup = (reply: () => Promise<unknown>) => {
  const objects = new Map<string, Buffer>();
  const storage = {
    put: jest.fn(async (key: string, body: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      objects.set(key, Buffer.concat(chunks));
    }),
    get: jest.fn(async (key: string) => {
      const bytes = objects.get(key);
      return bytes
        ? { body: Readable.from([bytes]), contentType: 'application/pdf', size: bytes.length }
        : null;
    }),
    delete: jest.fn(async (key: string) => void objects.delete(key)),
    exists: jest.fn(async (key: string) => objects.has(key)),
  };
  const request = busRequestFake(reply);
  const { sut } = newTestService(ReportsController, [{ request }, storage, () => NOW]);
  return { sut, storage, objects, request };
};

const statusOf = async (promise: Promise<unknown>): Promise<number> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpException) return error.getStatus();
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('ReportsController', () => {
  it('stores the file and sends only its key with the session actor', async () => {
    const { sut, request, objects } = setup(async () => REPORT);

    await expect(sut.add(DOCTOR, requestWith(true).request)).resolves.toEqual({
      status: 'success',
      message: 'Report added.',
      report: REPORT,
    });
    const [key] = [...objects.keys()];
    expect(request).toHaveBeenCalledWith('reports.add', {
      actor: { id: DOCTOR.id, role: 'doctor' },
      report: fields,
      file: { key, contentType: 'application/pdf', name: 'scan.pdf' },
    });
  });

  it('refuses a patient before reading the form', async () => {
    const { sut, request, storage } = setup(async () => REPORT);
    const { request: http, parts } = requestWith(true);

    expect(await statusOf(sut.add(PATIENT, http))).toBe(403);
    expect(parts).not.toHaveBeenCalled();
    expect(storage.put).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });

  it('deletes the stored file when appointment-svc refuses the report', async () => {
    const refusal = {
      code: 'patient.not_consulted',
      message: 'You can only see patients you have consulted.',
    };
    const { sut, objects } = setup(async () => Promise.reject(refusal));

    await expect(sut.add(DOCTOR, requestWith(true).request)).rejects.toBe(refusal);
    expect(objects.size).toBe(0);
  });

  it('serves a file with its proven type, its name, nosniff and no caching', async () => {
    const { sut, objects } = setup(async () => ({
      key: 'report-1.pdf',
      contentType: 'application/pdf',
      name: 'scan.pdf',
    }));
    objects.set('report-1.pdf', PDF);
    const headers: Record<string, unknown> = {};
    const reply: { header: jest.Mock; send: jest.Mock } = {
      header: jest.fn((name: string, value: unknown): unknown => {
        headers[name] = value;
        return reply;
      }),
      send: jest.fn(async () => undefined),
    };

    await sut.file(DOCTOR, { id: 'r1' }, standIn<FastifyReply>(reply));

    expect(headers).toEqual({
      'content-type': 'application/pdf',
      'content-length': PDF.length,
      'content-disposition': `inline; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('answers 503 when the storage cannot be read', async () => {
    const { sut, storage } = setup(async () => ({
      key: 'report-1.pdf',
      contentType: 'application/pdf',
      name: 'a',
    }));
    storage.get.mockRejectedValueOnce(new Error('ECONNREFUSED'));

    expect(await statusOf(sut.file(DOCTOR, { id: 'r1' }, {} as FastifyReply))).toBe(503);
  });

  it('removes a report through the bus with the session actor, then deletes its stored file', async () => {
    const { sut, request, objects } = setup(async () => ({ fileKey: 'report-1.pdf' }));
    objects.set('report-1.pdf', PDF);

    await expect(sut.remove(DOCTOR, { id: 'r1' })).resolves.toEqual({ status: 'success' });
    expect(request).toHaveBeenCalledWith('reports.remove', {
      actor: { id: DOCTOR.id, role: 'doctor' },
      reportId: 'r1',
    });
    expect(objects.size).toBe(0);
  });

  it('touches no storage when the removed report had no file', async () => {
    const { sut, storage } = setup(async () => ({ fileKey: null }));

    await expect(sut.remove(DOCTOR, { id: 'r1' })).resolves.toEqual({ status: 'success' });
    expect(storage.delete).not.toHaveBeenCalled();
  });

  it('still answers success when the file cannot be deleted, since the row that served it is gone', async () => {
    const { sut, storage } = setup(async () => ({ fileKey: 'report-1.pdf' }));
    storage.delete.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    await expect(sut.remove(DOCTOR, { id: 'r1' })).resolves.toEqual({ status: 'success' });
    expect(warn).toHaveBeenCalledWith('The file of removed report r1 could not be deleted from storage');
    warn.mockRestore();
  });

  it('passes a refusal on and deletes no file when appointment-svc removes nothing', async () => {
    const refusal = { code: 'report.not_found', message: 'This report does not exist.' };
    const { sut, storage } = setup(async () => Promise.reject(refusal));

    await expect(sut.remove(PATIENT, { id: 'r1' })).rejects.toBe(refusal);
    expect(storage.delete).not.toHaveBeenCalled();
  });
});
