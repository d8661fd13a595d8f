import { type ErrorCode, isErrorCode } from './error-codes';

/**
 * The error object a service throws (`new RpcException(payload)`) and the caller receives, identical on NATS and
 * the in-process bus. `code` says what went wrong; the gateway alone turns it into an HTTP status.
 */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  /** Validation failures keyed `<group>.<field>`, with the spec's message. */
  errors?: Record<string, string>;
  /** For a rate limit: when the caller may try again (the gateway sends it as Retry-After). */
  retryAfterSeconds?: number;
}

export const isRpcErrorPayload = (value: unknown): value is RpcErrorPayload =>
  typeof value === 'object' &&
  value !== null &&
  isErrorCode((value as { code?: unknown }).code) &&
  typeof (value as { message?: unknown }).message === 'string';

/** Body of every failed HTTP response. */
export interface ApiErrorBody {
  status: 'error';
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
}

/**
 * What a caller is answered (503) when something behind the service that answers is down or restarting (its
 * database): the request may succeed if sent again a little later.
 */
export const TEMPORARILY_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';
