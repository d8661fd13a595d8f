import { type Actor } from '../session/role';
import { type ReportContentType } from './report.limits';

export interface ReportPerson {
  id: string;
  fullName: string;
}

/** A report as both its patient and its writing doctor read it. */
export interface Report {
  _id: string;
  title: string;
  /** The day the report is about, YYYY-MM-DD. */
  date: string;
  text: string;
  patient: ReportPerson;
  doctor: ReportPerson;
  hasFile: boolean;
}

/** GET /api/dashboard/reports: the doctor's own reports, or the patient's own, newest first. */
export interface ReportsResponse {
  status: 'success';
  reports: Report[];
}

/** POST /api/dashboard/reports (201). */
export interface AddReportResponse {
  status: 'success';
  message: string;
  report: Report;
}

/** DELETE /api/dashboard/reports/{id}: the writing doctor took the report back. */
export interface RemoveReportResponse {
  status: 'success';
}

/** The text fields of the Add Report form, as the gateway read and checked them. */
export interface NewReport {
  patientId: string;
  title: string;
  date: string;
  text: string;
}

/** A file the gateway already stored: only its key travels on the bus, never its bytes. */
export interface StoredReportFile {
  key: string;
  contentType: ReportContentType;
  name: string;
}

// gateway → appointment-svc; the actor always comes from the session.

export interface AddReportCommand {
  actor: Actor;
  report: NewReport;
  file?: StoredReportFile;
}

export interface ReportsQuery {
  actor: Actor;
}

export interface ReportFileQuery {
  actor: Actor;
  reportId: string;
}

/** Where the gateway finds the file of a report the actor may read. */
export type ReportFileReply = StoredReportFile;

/** Only the writing doctor removes a report; anyone else hears it does not exist. */
export interface RemoveReportCommand {
  actor: Actor;
  reportId: string;
}

/**
 * The removed report's file key, for the gateway to delete from its storage once the row is gone; null when the
 * report had no file.
 */
export interface RemoveReportReply {
  fileKey: string | null;
}
