import { isRole, type SignupCommand, type SignupFiles } from '@vitalsync/contracts';
import { assertValidStorageKey } from '@vitalsync/storage';

import { isRecord, requireRecord } from '../common/payload';
import { invalidRequest } from '../common/rpc-errors';

/** Longer than any rule allows, short enough that no payload makes the validator work hard. */
const MAX_FIELD_LENGTH = 10_000;

const fileKey = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidRequest();
  try {
    assertValidStorageKey(value);
  } catch {
    throw invalidRequest();
  }
  return value;
};

/** A SignupCommand from a bus payload: text fields as strings, files as storage keys; anything else is a 400. */
export const parseSignupCommand = (payload: unknown): SignupCommand => {
  const { role, fields, files = {} } = requireRecord(payload);
  if (!isRole(role) || !isRecord(fields) || !isRecord(files)) throw invalidRequest();
  const text: Record<string, string> = {};
  for (const [path, value] of Object.entries(fields)) {
    if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) throw invalidRequest();
    text[path] = value;
  }
  const keys: SignupFiles = {};
  const profilePicture = fileKey(files['profilePicture']);
  const licenseProof = fileKey(files['licenseProof']);
  if (profilePicture) keys.profilePicture = profilePicture;
  if (licenseProof) keys.licenseProof = licenseProof;
  return { role, fields: text, files: keys };
};
