/** The error codes of the accounts and sessions; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const ACCOUNT_ERROR_CODES = [
  'account.email_taken',
  'account.email_unchangeable',
  'account.invalid_login',
  'account.login_locked',
  'account.gone',
  'session.not_found',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
