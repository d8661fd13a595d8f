import { HttpException } from '@nestjs/common';
import { type ApiErrorBody, isRpcErrorPayload } from '@vitalsync/contracts';

export interface ApiError {
  statusCode: number;
  body: ApiErrorBody;
  /** True when the cause is ours (5xx): it is logged, and its details never reach the client. */
  unexpected: boolean;
  /** Sent as the Retry-After header (429). */
  retryAfterSeconds?: number;
}

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

const messageOf = (response: unknown, fallback: string): string => {
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const { message } = response as { message: unknown };
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join(' ');
  }
  return fallback;
};

const errorsOf = (response: unknown): Record<string, string> | undefined => {
  if (typeof response !== 'object' || response === null || !('errors' in response)) return undefined;
  const { errors } = response as { errors: unknown };
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : undefined;
};

const build = (statusCode: number, message: string, errors?: Record<string, string>): ApiError => {
  const unexpected = statusCode >= 500 && statusCode !== 503 && statusCode !== 504;
  const body: ApiErrorBody = { status: 'error', message: unexpected ? GENERIC_MESSAGE : message };
  if (errors && !unexpected) body.errors = errors;
  return { statusCode, body, unexpected };
};

/** Maps anything thrown while handling a request to the API's failure shape (docs/architecture.md#http-api). */
export const toApiError = (exception: unknown): ApiError => {
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    return build(exception.getStatus(), messageOf(response, exception.message), errorsOf(response));
  }
  if (isRpcErrorPayload(exception)) {
    const error = build(exception.status, exception.message, exception.errors);
    return exception.retryAfterSeconds === undefined
      ? error
      : { ...error, retryAfterSeconds: exception.retryAfterSeconds };
  }
  // Fastify's own client errors (malformed JSON, body too large, wrong content type) carry a 4xx statusCode.
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return build(statusCode, messageOf(exception, 'The request could not be processed.'));
  }
  return build(500, GENERIC_MESSAGE);
};
