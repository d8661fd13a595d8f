/**
 * Every error a caller can be answered, by a stable code: services and the gateway name the code, the message
 * stays the product's sentence, and only the edge (the gateway) turns a code into an HTTP status. Clients branch
 * on the code, never on the sentence. Codes are `<domain>.<what>`, or a bare word for the ones every domain shares.
 */

/** Shared by every domain: the request's shape, the session, access and the transport. */
export const GENERIC_ERROR_CODES = [
  'request.invalid',
  'request.invalid_fields',
  'request.too_large',
  'request.unsupported_media_type',
  'session.required',
  'forbidden',
  'not_found',
  'rate_limited',
  'internal',
  'unavailable',
  'timeout',
] as const;
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

export const ACCOUNT_ERROR_CODES = [
  'account.email_taken',
  'account.email_unchangeable',
  'account.invalid_login',
  'account.login_locked',
  'account.gone',
  'session.not_found',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export const ACCESS_HISTORY_ERROR_CODES = ['access_history.bad_cursor'] as const;
export type AccessHistoryErrorCode = (typeof ACCESS_HISTORY_ERROR_CODES)[number];

export const MAIL_ERROR_CODES = ['mail.nothing_to_change', 'mail.emergency_doctors_only'] as const;
export type MailErrorCode = (typeof MAIL_ERROR_CODES)[number];

export const APPOINTMENT_ERROR_CODES = [
  'appointment.not_found',
  'appointment.unknown_doctor',
  'appointment.in_past',
  'appointment.outside_hours',
  'appointment.slot_taken',
  'appointment.wrong_status',
  'appointment.not_prescribable',
  'patient.not_consulted',
  'patient.not_found',
] as const;
export type AppointmentErrorCode = (typeof APPOINTMENT_ERROR_CODES)[number];

export const REPORT_ERROR_CODES = ['report.not_found', 'report.no_file'] as const;
export type ReportErrorCode = (typeof REPORT_ERROR_CODES)[number];

export const CHAT_ERROR_CODES = [
  'chat.message_empty',
  'chat.message_too_long',
  'chat.message_forbidden_characters',
  'chat.page_direction',
  'chat.not_allowed',
  'chat.not_found',
  'chat.message_not_found',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

export const CALL_ERROR_CODES = ['call.not_allowed', 'call.not_joined'] as const;
export type CallErrorCode = (typeof CALL_ERROR_CODES)[number];

export const AI_ERROR_CODES = ['ai.bad_day', 'ai.rate_limited'] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

export const ERROR_CODES = [
  ...GENERIC_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...ACCESS_HISTORY_ERROR_CODES,
  ...MAIL_ERROR_CODES,
  ...APPOINTMENT_ERROR_CODES,
  ...REPORT_ERROR_CODES,
  ...CHAT_ERROR_CODES,
  ...CALL_ERROR_CODES,
  ...AI_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN_CODES.has(value);

/** A dependency (the bus, a service or a database) is down or too slow: the same request may succeed later. */
export const OUTAGE_ERROR_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['unavailable', 'timeout']);

/** The caller's or the product's refusal, as opposed to a failure on our side (`internal` and the outages). */
export const isRefusalCode = (code: ErrorCode): boolean =>
  code !== 'internal' && !OUTAGE_ERROR_CODES.has(code);
