import { HttpException } from '@nestjs/common';
import { type ApiErrorBody, type ErrorCode, isErrorCode, isRpcErrorPayload } from '@vitalsync/contracts';

import { errorCodeOfStatus, HTTP_STATUS_OF_CODE } from './error-statuses';

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

/** The code an HttpException was raised with (apiRefusal), else the generic code of its status. */
const codeOf = (response: unknown, statusCode: number): ErrorCode => {
  const code = (response as { code?: unknown } | null)?.code;
  return isErrorCode(code) ? code : errorCodeOfStatus(statusCode);
};

const build = (
  statusCode: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
): ApiError => {
  const unexpected = statusCode >= 500 && statusCode !== 503 && statusCode !== 504;
  const body: ApiErrorBody = unexpected
    ? { status: 'error', code: 'internal', message: GENERIC_MESSAGE }
    : { status: 'error', code, message };
  if (errors && !unexpected) body.errors = errors;
  return { statusCode, body, unexpected };
};

/**
 * Maps anything thrown while handling a request to the API's failure shape (docs/architecture.md#http-api). A
 * service's refusal gets its status from its code here, at the edge.
 */
export const toApiError = (exception: unknown): ApiError => {
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    const statusCode = exception.getStatus();
    return build(
      statusCode,
      codeOf(response, statusCode),
      messageOf(response, exception.message),
      errorsOf(response),
    );
  }
  if (isRpcErrorPayload(exception)) {
    const statusCode = HTTP_STATUS_OF_CODE[exception.code];
    const error = build(statusCode, exception.code, exception.message, exception.errors);
    return exception.retryAfterSeconds === undefined
      ? error
      : { ...error, retryAfterSeconds: exception.retryAfterSeconds };
  }
  // Fastify's own client errors (malformed JSON, body too large, wrong content type) carry a 4xx statusCode.
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return build(
      statusCode,
      errorCodeOfStatus(statusCode),
      messageOf(exception, 'The request could not be processed.'),
    );
  }
  return build(500, 'internal', GENERIC_MESSAGE);
};
