import { type Type } from '@nestjs/common';
import { strictValidationPipe } from '@vitalsync/backend';
import { refusalMessageOf } from '@vitalsync/contracts/server';
import { type ValidationError } from 'class-validator';

import { API_JSON_LIMITS } from '../http/json-body';
import { INVALID_REQUEST_MESSAGE } from '../http/validation.pipe';

export type CheckedPayload<T> = { ok: true; value: T } | { ok: false; message: string };

class PayloadRefused extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('payload refused');
  }
}

// The HTTP pipe's strict rules (unknown properties, wrong types, non-objects refused), with the refusal kept as a
// value: a socket handler answers it in an acknowledgement rather than throwing.
const pipe = strictValidationPipe((errors) => new PayloadRefused(errors));

/**
 * True when objects and arrays nest deeper than `maxDepth`. Iterative, so a hostile payload cannot overflow the
 * stack here, and it stops at the first branch too deep; the HTTP body parser applies the same bound to text.
 */
export const nestsDeeperThan = (value: unknown, maxDepth: number): boolean => {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth });
  }
  return false;
};

/**
 * Checks a socket payload against a DTO class with the same rules as an HTTP body, and answers the refusal's
 * own message (e.g. the chat text rules) or the plain invalid-request one. Never throws.
 */
export const checkSocketPayload = async <T extends object>(
  dto: Type<T>,
  payload: unknown,
): Promise<CheckedPayload<T>> => {
  if (nestsDeeperThan(payload, API_JSON_LIMITS.maxDepth))
    return { ok: false, message: INVALID_REQUEST_MESSAGE };
  try {
    const value = (await pipe.transform(payload, { type: 'body', metatype: dto })) as T;
    return { ok: true, value };
  } catch (error) {
    const message = error instanceof PayloadRefused ? refusalMessageOf(error.errors) : undefined;
    return { ok: false, message: message ?? INVALID_REQUEST_MESSAGE };
  }
};
