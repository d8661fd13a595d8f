/** The error codes of the calls; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const CALL_ERROR_CODES = ['call.not_allowed', 'call.not_joined'] as const;
export type CallErrorCode = (typeof CALL_ERROR_CODES)[number];
