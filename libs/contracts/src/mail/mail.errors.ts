/** The error codes of the e-mail settings; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const MAIL_ERROR_CODES = ['mail.nothing_to_change', 'mail.emergency_doctors_only'] as const;
export type MailErrorCode = (typeof MAIL_ERROR_CODES)[number];
