/** A report's file: PDF, JPG or PNG, at most 5 MB (issue 21, part 4). */
export const REPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const REPORT_TITLE_MAX_LENGTH = 200;
export const REPORT_TEXT_MAX_LENGTH = 5000;
/** An original file name kept for Content-Disposition, cut to this length. */
export const REPORT_FILE_NAME_MAX_LENGTH = 200;
/** Content types a stored report file may have: exactly those its first bytes can prove. */
export const REPORT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];
/** Storage keys of report files start with this, so no other route (pictures) can ever serve one. */
export const REPORT_FILE_KEY_PREFIX = 'report-';
/** `report-<uuid>.<pdf|png|jpg|jpeg>`: the only keys appointment-svc accepts for a report's file. */
export const REPORT_FILE_KEY_PATTERN =
  /^report-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpe?g)$/;
