import { type FieldRule, type FileRule } from '../accounts/field-rules';
import {
  REPORT_FILE_MAX_BYTES,
  REPORT_FILE_TYPES,
  REPORT_TEXT_MAX_LENGTH,
  REPORT_TITLE_MAX_LENGTH,
} from './report.limits';

/** The text fields of the Add Report form, by their multipart names. */
export type ReportField = 'patientId' | 'title' | 'date' | 'text';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The text fields of the Add Report form, checked by the gateway (400 naming the field) and by the web form with
 * the same words. `date` may not lie in the future: a report records what was found.
 */
export const REPORT_FIELD_RULES = {
  patientId: {
    label: 'Patient',
    required: 'Please choose a patient.',
    pattern: { value: UUID_PATTERN, message: 'Please choose a patient.' },
  },
  title: {
    label: 'Title',
    required: 'Title is Required',
    maxLength: {
      value: REPORT_TITLE_MAX_LENGTH,
      message: `Title cannot exceed ${REPORT_TITLE_MAX_LENGTH} characters`,
    },
  },
  date: {
    label: 'Date',
    required: 'Date is Required',
    pattern: { value: /^\d{4}-\d{2}-\d{2}$/, message: 'Date must be written as YYYY-MM-DD' },
    pastDate: { message: 'Date must be a real day, not in the future' },
  },
  text: {
    label: 'Report',
    required: 'Report text is Required',
    maxLength: {
      value: REPORT_TEXT_MAX_LENGTH,
      message: `Report text cannot exceed ${REPORT_TEXT_MAX_LENGTH} characters`,
    },
  },
} as const satisfies Readonly<Record<ReportField, FieldRule>>;

/** The optional file: checked by its first bytes on the server, like the licence proof at signup. */
export const REPORT_FILE_RULE = {
  label: 'File',
  extensions: REPORT_FILE_TYPES,
  typeMessage: 'File must be a PDF, JPG or PNG',
  maxBytes: REPORT_FILE_MAX_BYTES,
  sizeMessage: 'File size cannot exceed 5MB',
} as const satisfies FileRule;

/** The multipart key of the file. */
export const REPORT_FILE_FIELD = 'file';
