import { type OutboxEntry } from '@vitalsync/bus';
import {
  REPORT_EVENTS,
  type Report,
  type ReportContentType,
  type StoredReportFile,
} from '@vitalsync/contracts';

import { UNKNOWN_NAME } from '../people/people.directory';
import { type ReportRow } from './reports.schema';

/** Full names by account id (PeopleDirectory.namesOf). */
export type Names = ReadonlyMap<string, string>;

/** Built field by field from the contract: the file's key never leaves the service in a list. */
export const toReport = (row: ReportRow, names: Names): Report => ({
  _id: row.id,
  title: row.title,
  date: row.date,
  text: row.text,
  patient: { id: row.patientId, fullName: names.get(row.patientId) ?? UNKNOWN_NAME },
  doctor: { id: row.doctorId, fullName: names.get(row.doctorId) ?? UNKNOWN_NAME },
  hasFile: row.fileKey !== null,
});

/** Where the gateway finds a report's file; undefined when the report has none. */
export const storedFileOf = (row: ReportRow): StoredReportFile | undefined =>
  row.fileKey !== null && row.fileType !== null && row.fileName !== null
    ? { key: row.fileKey, contentType: row.fileType as ReportContentType, name: row.fileName }
    : undefined;

/** The event stored with a new report: who wrote for whom and when, never what (no title, text or file). */
export const reportAdded = (row: ReportRow): OutboxEntry => ({
  subject: REPORT_EVENTS.added,
  payload: {
    reportId: row.id,
    doctorId: row.doctorId,
    patientId: row.patientId,
    hasFile: row.fileKey !== null,
    at: row.createdAt.toISOString(),
  },
});
