export const REPORT_SAVED_MESSAGE = 'Report added.';
export const REPORT_NOT_FOUND_MESSAGE = 'This report does not exist.';
export const REPORT_HAS_NO_FILE_MESSAGE = 'This report has no file.';
export const REPORT_FORM_UNREADABLE_MESSAGE = 'The report form could not be read.';
export const REPORT_STORAGE_UNAVAILABLE_MESSAGE =
  'Report files cannot be stored or read right now. Please try again shortly.';
