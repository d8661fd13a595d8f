import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { type ApiErrorBody, type HealthResponse, type ProfileResponse } from '@vitalsync/contracts';

import { API_BASE } from '../config';

import { addLazySlice } from './store';

/** Cache tags the feature slices provide and invalidate (`api.injectEndpoints` in `features/<feature>/api.ts`). */
export const API_TAG_TYPES = [
  'Profile',
  'Appointment',
  'ConsultedPatient',
  'ConsultedDoctor',
  'Chat',
  'ChatSummary',
  'Prescription',
  'Emergency',
  'Note',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE, credentials: 'include' }),
  tagTypes: API_TAG_TYPES,
  endpoints: (build) => ({
    // docs/product/states.md#session-restore trusts `status`, not only the HTTP code: a 2xx error body means no
    // session.
    getProfile: build.query<ProfileResponse | ApiErrorBody, void>({
      query: () => '/dashboard/profile',
      providesTags: ['Profile'],
    }),
    getHealth: build.query<HealthResponse, void>({
      query: () => '/health',
    }),
  }),
});

export const { useGetProfileQuery, useGetHealthQuery } = api;

// Joins every store as soon as a chunk that queries the API loads (see ./store).
addLazySlice(api);
