import { type Readable } from 'node:stream';

import { BadRequestException } from '@nestjs/common';
import { type FileRule, checkFile, fileExtension } from '@vitalsync/contracts';
import { type StoragePort, newStorageKey } from '@vitalsync/storage';

import {
  IMAGE_HEAD_BYTES,
  PDF_TAIL_BYTES,
  type SniffedType,
  contentIsComplete,
  contentTypeOf,
  fileAgrees,
  sniffFileType,
} from './file-signature';
import { FileTooLargeError, SizeLimit } from './size-limit';

/** The two kinds of multipart part, as @fastify/multipart yields them. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; mimetype: string; file: Readable };

export type FilePart = Extract<FormPart, { type: 'file' }>;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Reads an upload to its end without keeping it, so multipart parsing can go on to the next part. */
export const drainUpload = async (stream: Readable): Promise<void> => {
  stream.resume();
  if (!stream.readableEnded)
    await new Promise<void>((resolve) => stream.once('end', resolve).once('error', () => resolve()));
};

/** A file stored and proven: its key and the type its first bytes showed. */
export interface StoredUpload {
  key: string;
  type: SniffedType;
  contentType: string;
}

/**
 * Streams one uploaded file into storage through a size limit, then checks that its first bytes agree with
 * its name and declared type and that it is whole (an image with dimensions, a PDF with its trailer). Returns
 * the stored file, or the rule's message for what it broke (and then nothing stays stored). A storage failure
 * is thrown, with nothing left behind.
 */
export const storeCheckedUpload = async (
  part: FilePart,
  rule: FileRule,
  storage: StoragePort,
  keyPrefix = '',
): Promise<StoredUpload | { error: string }> => {
  const extension = fileExtension(part.filename);
  const nameError = checkFile(rule, { name: part.filename, size: 0 });
  if (nameError) {
    await drainUpload(part.file);
    return { error: nameError };
  }
  const key = keyPrefix + newStorageKey(extension);
  const limit = new SizeLimit(rule.maxBytes, IMAGE_HEAD_BYTES, PDF_TAIL_BYTES);
  const stored = storage.put(key, limit, {
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
  });
  // pipe (not pipeline): when the limit trips, the upload must be drained, not destroyed, so parsing goes on.
  part.file.pipe(limit);
  try {
    await stored;
  } catch (error) {
    part.file.unpipe(limit);
    await drainUpload(part.file);
    await storage.delete(key).catch(() => undefined);
    if (limit.exceeded || error instanceof FileTooLargeError) return { error: rule.sizeMessage };
    throw error;
  }
  const type = sniffFileType(limit.head);
  if (
    type === undefined ||
    !fileAgrees(type, extension, part.mimetype) ||
    !contentIsComplete(type, limit.head, limit.tail)
  ) {
    await storage.delete(key);
    return { error: rule.typeMessage };
  }
  return { key, type, contentType: contentTypeOf(type) };
};

/**
 * The parts of a form, with parser failures told apart: the multipart plugin's own refusals (413 past a limit,
 * 400 for a prototype name) keep their status, and anything else it throws (no boundary, a broken header) means
 * the request is malformed, a 400 with `malformedMessage`, not a failure of ours.
 */
export async function* readableParts(
  parts: AsyncIterable<FormPart>,
  malformedMessage: string,
  unnamedMessage: string,
): AsyncGenerator<FormPart> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let result: IteratorResult<FormPart>;
    try {
      result = await iterator.next();
    } catch (error) {
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw new BadRequestException(malformedMessage);
    }
    if (result.done) return;
    if (typeof result.value.fieldname !== 'string' || result.value.fieldname === '') {
      if (result.value.type === 'file') await drainUpload(result.value.file);
      throw new BadRequestException(unnamedMessage);
    }
    yield result.value;
  }
}
