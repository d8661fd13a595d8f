import {
  type AddReportResponse,
  type RemoveReportResponse,
  type Report,
  type ReportsResponse,
} from '@vitalsync/contracts';

import { api } from '../../app/api';
import { API_BASE } from '../../config';

const BASE = '/dashboard/reports';

/** Where a report's file opens (same origin: the session cookie goes along). */
export const reportFileUrl = (reportId: string): string =>
  `${API_BASE}${BASE}/${encodeURIComponent(reportId)}/file`;

/** Newest day first, then the latest written: the order the server lists them in. */
const byDateDescending = (a: Report, b: Report): number => b.date.localeCompare(a.date);

/**
 * Reports of issue 21: the doctor's own or the patient's own (one list, the session decides), and the doctor's Add
 * Report form, sent as multipart so the file goes along. A new report is put into the cached list at once; a removed
 * one leaves it when the list is read again. The list's tag is added here rather than in the shell's API_TAG_TYPES,
 * so the entry chunk every page loads does not grow for a lazy page (web-weight.spec.ts).
 */
export const reportsApi = api.enhanceEndpoints({ addTagTypes: ['Report'] }).injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<ReportsResponse, void>({
      query: () => BASE,
      providesTags: ['Report'],
    }),
    addReport: build.mutation<AddReportResponse, FormData>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          reportsApi.util.updateQueryData('getReports', undefined, (draft) => {
            draft.reports = [data.report, ...draft.reports.filter(({ _id }) => _id !== data.report._id)].sort(
              byDateDescending,
            );
          }),
        );
      },
    }),
    removeReport: build.mutation<RemoveReportResponse, string>({
      query: (reportId) => ({ url: `${BASE}/${encodeURIComponent(reportId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Report']),
    }),
  }),
});

export const { useGetReportsQuery, useAddReportMutation, useRemoveReportMutation } = reportsApi;
