import { type Actor, isRole } from '@vitalsync/contracts';

import { invalidRequest } from './rpc-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload as an object, or a 400: bus payloads are JSON from another process and are checked, not trusted. */
export const requireRecord = (value: unknown): Record<string, unknown> => {
  if (!isRecord(value)) throw invalidRequest();
  return value;
};

export const requireString = (value: unknown, maxLength = 10_000): string => {
  if (typeof value !== 'string' || value.length > maxLength) throw invalidRequest();
  return value;
};

/** The caller the gateway took from the session; ids are database uuids. */
export const requireActor = (value: unknown): Actor => {
  const actor = requireRecord(value);
  if (!isUuid(actor['id']) || !isRole(actor['role'])) throw invalidRequest();
  return { id: actor['id'], role: actor['role'] };
};
