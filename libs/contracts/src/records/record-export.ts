/** The patient's record to take away (issue 21, part 2): where it is, what it is, what it is called. */
export const RECORD_EXPORT_PATH = '/dashboard/export/fhir';

/** FHIR's own JSON media type (R4 section 2.1.0.1), so tools that import FHIR recognise the file. */
export const FHIR_JSON_CONTENT_TYPE = 'application/fhir+json';

/** `vitalsync-record-YYYY-MM-DD.json`, dated by the export's UTC day. */
export const recordExportFileName = (exportedAt: Date): string =>
  `vitalsync-record-${exportedAt.toISOString().slice(0, 10)}.json`;

export const RECORD_EXPORT_MESSAGES = {
  patientsOnly: 'Only patients can download their record.',
} as const;
