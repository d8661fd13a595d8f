import { ACCESS_HISTORY_ERROR_CODES } from '../access-history/access-history.errors';
import { ACCOUNT_ERROR_CODES } from '../accounts/account.errors';
import { AI_ERROR_CODES } from '../ai/ai.errors';
import { APPOINTMENT_ERROR_CODES } from '../appointments/appointment.errors';
import { CALL_ERROR_CODES } from '../calls/call.errors';
import { CHAT_ERROR_CODES } from '../chat/chat.errors';
import { MAIL_ERROR_CODES } from '../mail/mail.errors';
import { REPORT_ERROR_CODES } from '../reports/report.errors';

/**
 * Every error a caller can be answered, by a stable code: services and the gateway name the code, the message
 * stays the product's sentence, and only the edge (the gateway) turns a code into an HTTP status. Clients branch
 * on the code, never on the sentence. Codes are `<domain>.<what>`, or a bare word for the ones every domain shares.
 * Each domain lists its own beside its contract (`<domain>/<name>.errors.ts`); ERROR_CODES joins them all.
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

// Every code, written as the union of each list's own codes rather than `typeof ERROR_CODES`: the OpenAPI schema
// generator (tools/scripts/openapi-schemas.mjs) cannot follow a spread of a list imported from another file.
export type ErrorCode =
  | (typeof GENERIC_ERROR_CODES)[number]
  | (typeof ACCOUNT_ERROR_CODES)[number]
  | (typeof ACCESS_HISTORY_ERROR_CODES)[number]
  | (typeof MAIL_ERROR_CODES)[number]
  | (typeof APPOINTMENT_ERROR_CODES)[number]
  | (typeof REPORT_ERROR_CODES)[number]
  | (typeof CHAT_ERROR_CODES)[number]
  | (typeof CALL_ERROR_CODES)[number]
  | (typeof AI_ERROR_CODES)[number];

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
] as const satisfies readonly ErrorCode[];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN_CODES.has(value);

/** A dependency (the bus, a service or a database) is down or too slow: the same request may succeed later. */
export const OUTAGE_ERROR_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['unavailable', 'timeout']);

/** The caller's or the product's refusal, as opposed to a failure on our side (`internal` and the outages). */
export const isRefusalCode = (code: ErrorCode): boolean =>
  code !== 'internal' && !OUTAGE_ERROR_CODES.has(code);
