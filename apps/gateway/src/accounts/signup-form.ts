import { type Readable } from 'node:stream';

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

import { SIGNATURE_BYTES, fileAgrees, sniffFileType } from '../uploads/file-signature';
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
 * its name and declared type. Returns the storage key, or the spec's message for the rule it broke.
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
  const limit = new SizeLimit(rule.maxBytes, SIGNATURE_BYTES);
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
  if (!fileAgrees(sniffFileType(limit.head), extension, part.mimetype)) {
    await storage.delete(key);
    return { error: rule.typeMessage };
  }
  return { key };
};

/** Reads a signup form part by part, storing files as they stream by, and validates every field. */
export const parseSignupForm = async (
  role: Role,
  parts: AsyncIterable<FormPart>,
  storage: StoragePort,
): Promise<ParsedSignup> => {
  const rules = SIGNUP_REQUEST_RULES[role];
  const fileRules = SIGNUP_FILE_RULES[role];
  const parsed: ParsedSignup = { fields: {}, files: {}, errors: {}, storedKeys: [] };

  for await (const part of parts) {
    const path = fieldPath(part.fieldname);
    if (part.type === 'field') {
      if (path === 'role' || path === CONFIRM_PASSWORD_PATH) continue;
      if (!(path in rules)) parsed.errors[path] = 'This field is not accepted.';
      else if (typeof part.value === 'string') parsed.fields[path] = part.value;
      continue;
    }
    const rule = fileRules[path];
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
  return parsed;
};
