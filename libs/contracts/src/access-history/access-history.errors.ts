/** The error codes of the access history; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const ACCESS_HISTORY_ERROR_CODES = ['access_history.bad_cursor'] as const;
export type AccessHistoryErrorCode = (typeof ACCESS_HISTORY_ERROR_CODES)[number];
