import { type Readable } from 'node:stream';

import { BadRequestException } from '@nestjs/common';
import {
  CONFIRM_PASSWORD_PATH,
  type FileRule,
  type Role,
  SIGNUP_FILE_RULES,
  SIGNUP_REQUEST_RULES,
  type SignupFiles,
  checkFile,
  fileExtension,
  validateFields,
} from '@vitalsync/contracts';
import { type StoragePort, newStorageKey } from '@vitalsync/storage';

import {
  IMAGE_HEAD_BYTES,
  PDF_TAIL_BYTES,
  contentIsComplete,
  fileAgrees,
  sniffFileType,
} from '../uploads/file-signature';
import { FileTooLargeError, SizeLimit } from '../uploads/size-limit';

/** The two kinds of multipart part, as @fastify/multipart yields them. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; mimetype: string; file: Readable };

export interface ParsedSignup {
  fields: Record<string, string>;
  files: SignupFiles;
  errors: Record<string, string>;
  /** Everything written to storage, to delete again if the signup is refused. */
  storedKeys: string[];
}

/** Licence proofs get their own prefix so the picture route can never serve one. */
export const LICENCE_KEY_PREFIX = 'licence-';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** `group[field]` (the spec's flattened multipart keys) or `group.field` → `group.field`. */
export const fieldPath = (fieldname: string): string =>
  fieldname.replace(/\[([^\]]+)\]/g, '.$1').replace(/^\./, '');

const drain = async (stream: Readable): Promise<void> => {
  stream.resume();
  if (!stream.readableEnded)
    await new Promise<void>((resolve) => stream.once('end', resolve).once('error', () => resolve()));
};

/**
 * Streams one uploaded file into storage through a size limit, then checks that its first bytes agree with
 * its name and declared type and that it is whole (an image with dimensions, a PDF with its trailer). Returns
 * the storage key, or the spec's message for the rule it broke.
 */
const storeFile = async (
  part: Extract<FormPart, { type: 'file' }>,
  path: string,
  rule: FileRule,
  storage: StoragePort,
): Promise<{ key: string } | { error: string }> => {
  const extension = fileExtension(part.filename);
  const nameError = checkFile(rule, { name: part.filename, size: 0 });
  if (nameError) {
    await drain(part.file);
    return { error: nameError };
  }
  const key = (path.endsWith('licenseProof') ? LICENCE_KEY_PREFIX : '') + newStorageKey(extension);
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
    await drain(part.file);
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
  return { key };
};

const MALFORMED_FORM_MESSAGE = 'The registration form could not be read.';

/** A record safe for any key a client sends (`__proto__` included): it has no prototype to write through. */
const emptyRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/**
 * The parts of a form, with parser failures told apart: the multipart plugin's own refusals (413 past a limit,
 * 400 for a prototype name) keep their status, and anything else it throws (no boundary, a broken header) means
 * the request is malformed, a 400, not a failure of ours.
 */
async function* readableParts(parts: AsyncIterable<FormPart>): AsyncGenerator<FormPart> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let result: IteratorResult<FormPart>;
    try {
      result = await iterator.next();
    } catch (error) {
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw new BadRequestException(MALFORMED_FORM_MESSAGE);
    }
    if (result.done) return;
    if (typeof result.value.fieldname !== 'string' || result.value.fieldname === '') {
      if (result.value.type === 'file') await drain(result.value.file);
      throw new BadRequestException('Every part of the registration form needs a name.');
    }
    yield result.value;
  }
}

/**
 * Reads a signup form part by part, storing files as they stream by, and validates every field. When reading
 * fails part-way (a limit, a malformed part, a storage failure), what was already stored is deleted before the
 * error goes on: a refused request leaves no file behind.
 */
export const parseSignupForm = async (
  role: Role,
  parts: AsyncIterable<FormPart>,
  storage: StoragePort,
): Promise<ParsedSignup> => {
  const parsed: ParsedSignup = { fields: emptyRecord(), files: {}, errors: emptyRecord(), storedKeys: [] };
  try {
    await readInto(parsed, role, parts, storage);
  } catch (error) {
    await Promise.all(parsed.storedKeys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return parsed;
};

const readInto = async (
  parsed: ParsedSignup,
  role: Role,
  parts: AsyncIterable<FormPart>,
  storage: StoragePort,
): Promise<void> => {
  const rules = SIGNUP_REQUEST_RULES[role];
  const fileRules = SIGNUP_FILE_RULES[role];

  for await (const part of readableParts(parts)) {
    const path = fieldPath(part.fieldname);
    if (part.type === 'field') {
      if (path === 'role' || path === CONFIRM_PASSWORD_PATH) continue;
      if (!Object.hasOwn(rules, path)) parsed.errors[path] = 'This field is not accepted.';
      else if (typeof part.value === 'string') parsed.fields[path] = part.value;
      continue;
    }
    const rule = Object.hasOwn(fileRules, path) ? fileRules[path] : undefined;
    const name = path.slice(path.lastIndexOf('.') + 1) as keyof SignupFiles;
    if (!rule || parsed.files[name] !== undefined || parsed.errors[path] !== undefined) {
      // Only the first file of a field counts (spec section 3); files the form has no place for are dropped.
      await drain(part.file);
      if (!rule) parsed.errors[path] = 'This file is not accepted.';
      continue;
    }
    const stored = await storeFile(part, path, rule, storage);
    if ('key' in stored) {
      parsed.files[name] = stored.key;
      parsed.storedKeys.push(stored.key);
    } else {
      parsed.errors[path] = stored.error;
    }
  }

  Object.assign(parsed.errors, { ...validateFields(rules, parsed.fields), ...parsed.errors });
  for (const [path, rule] of Object.entries(fileRules)) {
    const name = path.slice(path.lastIndexOf('.') + 1) as keyof SignupFiles;
    if (rule.required && parsed.files[name] === undefined && parsed.errors[path] === undefined)
      parsed.errors[path] = rule.required;
  }
};
