import {
  REPORT_FIELD_RULES,
  REPORT_FILE_FIELD,
  REPORT_FILE_RULE,
  type ReportField,
  checkField,
  checkFile,
} from '@vitalsync/contracts';

export interface ReportFormValues {
  patientId: string;
  title: string;
  date: string;
  text: string;
  file: FileList | null;
}

export const EMPTY_REPORT_FORM: ReportFormValues = {
  patientId: '',
  title: '',
  date: '',
  text: '',
  file: null,
};

/** The server allows a day that has begun anywhere (up to 14 hours ahead of UTC); the form says the same. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/** The contract's message for a text field, or undefined: what the server would answer, said before sending. */
export const reportFieldError = (
  field: ReportField,
  value: string,
  now: Date = new Date(),
): string | undefined =>
  checkField(REPORT_FIELD_RULES[field], value, {}, new Date(now.getTime() + LATEST_ZONE_MS));

/** The contract's message for the chosen file (name and size; the server checks its bytes too). */
export const reportFileError = (files: FileList | null): string | undefined => {
  const file = files?.item(0);
  return file ? checkFile(REPORT_FILE_RULE, file) : undefined;
};

/** The multipart body the gateway reads: the four fields, trimmed, and the file under `file` when one was chosen. */
export const reportFormData = (values: ReportFormValues): FormData => {
  const form = new FormData();
  form.append('patientId', values.patientId);
  form.append('title', values.title.trim());
  form.append('date', values.date);
  form.append('text', values.text.trim());
  const file = values.file?.item(0);
  if (file) form.append(REPORT_FILE_FIELD, file, file.name);
  return form;
};

const FORM_FIELDS = new Set<string>(['patientId', 'title', 'date', 'text', REPORT_FILE_FIELD]);

/** Splits the server's `errors` into those a field of the form shows and those it does not. */
export const placeServerErrors = (
  errors: Readonly<Record<string, string>> | undefined,
): { placed: Array<[keyof ReportFormValues, string]>; unplaced: string[] } => {
  const placed: Array<[keyof ReportFormValues, string]> = [];
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(errors ?? {})) {
    if (FORM_FIELDS.has(name)) placed.push([name as keyof ReportFormValues, message]);
    else unplaced.push(message);
  }
  return { placed, unplaced };
};
