import {
  CONFIRM_PASSWORD_PATH,
  type Role,
  SIGNUP_FILE_RULES,
  SIGNUP_REQUEST_RULES,
  type SignupFiles,
  validateFields,
} from '@vitalsync/contracts';
import { type StoragePort } from '@vitalsync/storage';

import {
  type FormPart,
  drainUpload as drain,
  readableParts as namedParts,
  storeCheckedUpload,
} from '../uploads/stored-upload';

export { type FormPart } from '../uploads/stored-upload';

export interface ParsedSignup {
  fields: Record<string, string>;
  files: SignupFiles;
  errors: Record<string, string>;
  /** Everything written to storage, to delete again if the signup is refused. */
  storedKeys: string[];
}

/** Licence proofs get their own prefix so the picture route can never serve one. */
export const LICENCE_KEY_PREFIX = 'licence-';

/** `group[field]` (the spec's flattened multipart keys) or `group.field` → `group.field`. */
export const fieldPath = (fieldname: string): string =>
  fieldname.replace(/\[([^\]]+)\]/g, '.$1').replace(/^\./, '');

const MALFORMED_FORM_MESSAGE = 'The registration form could not be read.';

/** A record safe for any key a client sends (`__proto__` included): it has no prototype to write through. */
const emptyRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** The parts of a signup form; a malformed or unnamed part is a 400 (stored-upload.ts). */
const readableParts = (parts: AsyncIterable<FormPart>): AsyncGenerator<FormPart> =>
  namedParts(parts, MALFORMED_FORM_MESSAGE, 'Every part of the registration form needs a name.');

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
      // Only the first file of a field counts (docs/product/entities.md#login-and-signup-payloads); files the form
      // has no place for are dropped.
      await drain(part.file);
      if (!rule) parsed.errors[path] = 'This file is not accepted.';
      continue;
    }
    const stored = await storeCheckedUpload(
      part,
      rule,
      storage,
      path.endsWith('licenseProof') ? LICENCE_KEY_PREFIX : '',
    );
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
