import {
  ACCESS_HISTORY_PAGE_DEFAULT,
  type AccessHistoryResponse,
  type ConsultedPatientResponse,
} from '@vitalsync/contracts';

import { api } from '../../app/api';

const PATH = '/dashboard/access-history';

/** The patient's access history, page by page (the server's cursor), and the doctor's read of one patient. */
export const accessHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccessHistory: build.infiniteQuery<AccessHistoryResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ pageParam }) => ({
        url: PATH,
        params: pageParam
          ? { cursor: pageParam, limit: ACCESS_HISTORY_PAGE_DEFAULT }
          : { limit: ACCESS_HISTORY_PAGE_DEFAULT },
      }),
    }),
    /**
     * The doctor opening one patient's detail: the server checks the doctor consulted them and records the view in
     * the patient's access history. Asked each time the detail opens, never served from an older answer.
     */
    getConsultedPatient: build.query<ConsultedPatientResponse, string>({
      query: (patientId) => ({ url: '/dashboard/appointments/consulted-patient', params: { patientId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAccessHistoryInfiniteQuery, useGetConsultedPatientQuery } = accessHistoryApi;
