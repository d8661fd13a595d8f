import { type ApiErrorBody, type ErrorCode } from '@vitalsync/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

/**
 * The API's error body as the page reads it. The code is kept as sent: pages compare it with the ErrorCode they
 * branch on, and checking it against the whole list would put every code into the signup page's budget.
 */
export type ApiErrorRead = Omit<ApiErrorBody, 'code'> & { code?: string };

/** A response body read as the API's error shape; undefined when it carries no `message`. */
export const errorBodyOf = (data: unknown): ApiErrorRead | undefined => {
  if (!isRecord(data) || typeof data.message !== 'string') return undefined;
  return {
    status: 'error',
    ...(typeof data.code === 'string' ? { code: data.code } : {}),
    message: data.message,
    ...(isStringMap(data.errors) ? { errors: data.errors } : {}),
  };
};

/**
 * The server's error body from an RTK Query error, when there is one. Network failures, non-JSON answers and
 * anything else without a `message` give undefined: the caller decides what to say then.
 */
export const apiErrorOf = (error: unknown): ApiErrorRead | undefined =>
  isRecord(error) && 'data' in error ? errorBodyOf(error.data) : undefined;

/** What went wrong, for a page that acts on it: branch on this, show the message. */
export const apiErrorCodeOf = (error: unknown): ErrorCode | (string & {}) | undefined => apiErrorOf(error)?.code;

/** Shown when a request failed without a message from the server (offline, proxy error page, …). */
export const UNREACHABLE_MESSAGE = 'We could not reach VitalSync. Check your connection and try again.';

/** What to tell the user about a failed request: the server's own words, or that it could not be reached. */
export const failureMessage = (error: unknown): string => apiErrorOf(error)?.message ?? UNREACHABLE_MESSAGE;
