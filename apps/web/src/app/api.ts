import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { type HealthResponse } from '@vitalsync/contracts';

import { API_BASE } from '../config';

import { type ProfileResponse } from './apiTypes';

/** Cache tags the feature slices provide and invalidate (`api.injectEndpoints` in `features/<feature>/api.ts`). */
export const API_TAG_TYPES = [
  'Profile',
  'Appointment',
  'ConsultedPatient',
  'ConsultedDoctor',
  'Chat',
  'Prescription',
  'Emergency',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE, credentials: 'include' }),
  tagTypes: API_TAG_TYPES,
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => '/dashboard/profile',
      providesTags: ['Profile'],
    }),
    getHealth: build.query<HealthResponse, void>({
      query: () => '/health',
    }),
  }),
});

export const { useGetProfileQuery, useGetHealthQuery } = api;
