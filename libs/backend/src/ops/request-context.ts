import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

import { type ClientOrigin } from '@vitalsync/contracts';

/** The header a request id travels in: HTTP in and out of the gateway, and every bus message. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a caller may choose as its id: short, and nothing a log line or a header could be bent by (no spaces,
 * quotes, newlines or non-ASCII). Longer or other ids are replaced, not trimmed, so an id is never half a value.
 */
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface RequestContext {
  readonly requestId: string;
  /**
   * Where the request came from, as the gateway saw it: kept beside the id so that a service recording who read a
   * patient's record knows the address and browser. Never part of a log line (see requestIdLogFields).
   */
  readonly client?: ClientOrigin;
}

// On globalThis so that two bundled copies of this module in one process (the embedded mode hosts every app)
// still share one store: an id set by the gateway must be seen by the bus client of another copy.
const STORAGE_KEY = Symbol.for('vitalsync.ops.requestContext');
const storage = ((globalThis as Record<symbol, unknown>)[STORAGE_KEY] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>;

export const isAcceptableRequestId = (value: unknown): value is string =>
  typeof value === 'string' && ACCEPTABLE_REQUEST_ID.test(value);

/** The caller's id when it is acceptable (a header repeated twice is not), else a new one. */
export const requestIdOrNew = (incoming: unknown): string =>
  isAcceptableRequestId(incoming) ? incoming : randomUUID();

/** The id of the request whose work is running now, if any. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Runs `work` (and everything it starts, awaits or schedules) as part of the request `requestId`. */
export const runWithRequestId = <T>(requestId: string, work: () => T): T => storage.run({ requestId }, work);

/** As runWithRequestId, with the client the request came from. */
export const runWithRequestContext = <T>(context: RequestContext, work: () => T): T =>
  storage.run(context, work);

/** The client of the request whose work is running now: unknown outside a request from the gateway. */
export const currentClientOrigin = (): ClientOrigin | undefined => storage.getStore()?.client;

/** pino `mixin`: every line written while a request is in scope names it. */
export const requestIdLogFields = (): { requestId?: string } => {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
};
