import { type ErrorCode } from '@vitalsync/contracts';

/**
 * The one place an error code becomes an HTTP status: the HTTP error filter and the socket acknowledgements both
 * read it (through toApiError). Services and domain code name codes only.
 */
export const HTTP_STATUS_OF_CODE: Readonly<Record<ErrorCode, number>> = {
  'request.invalid': 400,
  'request.invalid_fields': 422,
  'request.too_large': 413,
  'request.unsupported_media_type': 415,
  'session.required': 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  timeout: 504,

  'account.email_taken': 409,
  'account.email_unchangeable': 400,
  'account.invalid_login': 401,
  'account.login_locked': 429,
  'account.gone': 404,
  'session.not_found': 404,

  'access_history.bad_cursor': 400,

  'mail.nothing_to_change': 400,
  'mail.emergency_doctors_only': 400,

  'appointment.not_found': 404,
  'appointment.unknown_doctor': 404,
  'appointment.in_past': 400,
  'appointment.outside_hours': 400,
  'appointment.slot_taken': 409,
  'appointment.wrong_status': 409,
  'appointment.not_prescribable': 409,
  'patient.not_consulted': 403,
  'patient.not_found': 404,

  'report.not_found': 404,
  'report.no_file': 404,

  'chat.message_empty': 400,
  'chat.message_too_long': 400,
  'chat.message_forbidden_characters': 400,
  'chat.page_direction': 400,
  'chat.not_allowed': 403,
  'chat.not_found': 404,
  'chat.message_not_found': 404,

  'call.not_allowed': 403,
  'call.not_joined': 409,

  'ai.bad_day': 400,
  'ai.rate_limited': 429,
};

/**
 * The code of a failure that arrived as a bare status (Nest's and Fastify's own exceptions: an unknown route, a
 * body too large or malformed): the generic code of that status, its nearest class otherwise.
 */
const GENERIC_CODE_OF_STATUS: ReadonlyMap<number, ErrorCode> = new Map<number, ErrorCode>([
  [400, 'request.invalid'],
  [401, 'session.required'],
  [403, 'forbidden'],
  [404, 'not_found'],
  [413, 'request.too_large'],
  [415, 'request.unsupported_media_type'],
  [422, 'request.invalid_fields'],
  [429, 'rate_limited'],
  [503, 'unavailable'],
  [504, 'timeout'],
]);

export const errorCodeOfStatus = (status: number): ErrorCode =>
  GENERIC_CODE_OF_STATUS.get(status) ?? (status < 500 ? 'request.invalid' : 'internal');
