import {
  type AddReportCommand,
  type Report,
  type ReportFileQuery,
  type ReportFileReply,
  type ReportsQuery,
  type RemoveReportCommand,
  type RemoveReportReply,
} from './report.types';
import { type REPORT_SUBJECTS } from './report.subjects';

/** Every request about reports appointment-svc answers. */
export interface ReportRpc {
  [REPORT_SUBJECTS.add]: { request: AddReportCommand; reply: Report };
  [REPORT_SUBJECTS.list]: { request: ReportsQuery; reply: Report[] };
  [REPORT_SUBJECTS.file]: { request: ReportFileQuery; reply: ReportFileReply };
  [REPORT_SUBJECTS.remove]: { request: RemoveReportCommand; reply: RemoveReportReply };
}
