/** The error codes of the reports; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const REPORT_ERROR_CODES = ['report.not_found', 'report.no_file'] as const;
export type ReportErrorCode = (typeof REPORT_ERROR_CODES)[number];
