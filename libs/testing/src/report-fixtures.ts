import {
  type AddReportResponse,
  type NewReport,
  type RemoveReportResponse,
  type ReportsResponse,
} from '@vitalsync/contracts';

import { type ApiClient, type ApiResponse } from './api-client';
import { fileBlob } from './file-fixtures';

export const REPORTS_PATH = '/api/dashboard/reports';

export interface ReportFile {
  name: string;
  content: Buffer;
  type: string;
}

/** The Add Report form as the web app sends it: text fields, and the file under `file`. */
export const reportForm = (
  fields: Partial<NewReport> & Record<string, string>,
  file?: ReportFile,
): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', fileBlob(file.content, file.type), file.name);
  return form;
};

/** A valid report for the patient (a date long past), with any field overridden. */
export const reportFields = (
  patientId: string,
  overrides: Record<string, string> = {},
): Record<string, string> => ({
  patientId,
  title: 'Full blood count',
  date: '2026-01-15',
  text: 'Haemoglobin and white cells within range.',
  ...overrides,
});

/** POST a report, valid or not. */
export const addReport = <T = AddReportResponse>(
  client: ApiClient,
  fields: Record<string, string>,
  file?: ReportFile,
): Promise<ApiResponse<T>> => client.post<T>(REPORTS_PATH, { form: reportForm(fields, file) });

export const listReports = (client: ApiClient): Promise<ApiResponse<ReportsResponse>> =>
  client.get<ReportsResponse>(REPORTS_PATH);

/** DELETE a report (its writing doctor only; anyone else hears it does not exist). */
export const removeReport = <T = RemoveReportResponse>(
  client: ApiClient,
  reportId: string,
): Promise<ApiResponse<T>> => client.request<T>('DELETE', `${REPORTS_PATH}/${encodeURIComponent(reportId)}`);

/** GET a report's file as raw bytes (ApiClient reads bodies as text). */
export const fetchReportFile = (client: ApiClient, reportId: string): Promise<Response> =>
  fetch(`${client.baseUrl}${REPORTS_PATH}/${encodeURIComponent(reportId)}/file`, {
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
