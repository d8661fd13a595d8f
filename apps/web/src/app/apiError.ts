import { type ApiErrorBody, type ErrorCode, isErrorCode } from '@vitalsync/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** The API's error body as the page reads it: without a code when the answer named none it knows. */
export type ApiErrorRead = Omit<ApiErrorBody, 'code'> & { code?: ErrorCode };

/** A response body read as the API's error shape; undefined when it carries no `message`. */
export const errorBodyOf = (data: unknown): ApiErrorRead | undefined => {
  if (!isRecord(data) || typeof data.message !== 'string') return undefined;
  return {
    status: 'error',
    ...(isErrorCode(data.code) ? { code: data.code } : {}),
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
export const apiErrorCodeOf = (error: unknown): ErrorCode | undefined => apiErrorOf(error)?.code;

/** Shown when a request failed without a message from the server (offline, proxy error page, …). */
export const UNREACHABLE_MESSAGE = 'We could not reach VitalSync. Check your connection and try again.';

/** What to tell the user about a failed request: the server's own words, or that it could not be reached. */
export const failureMessage = (error: unknown): string => apiErrorOf(error)?.message ?? UNREACHABLE_MESSAGE;
