import { type ApiErrorBody, type ProfileResponse } from '@vitalsync/contracts';

import { api } from '../../app/api';

/**
 * The patient's own profile for the health pages. Its own cache entry, not the session's `getProfile`: polling
 * for fresh insights must never turn a passing network failure into a logout (RequireSession treats a failed
 * `getProfile` as the end of the session).
 */
export const healthOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthProfile: build.query<ProfileResponse | ApiErrorBody, void>({
      query: () => '/dashboard/profile',
      providesTags: ['Profile'],
      // Dropped once the page closes: the next visit starts from the session's profile (the one just saved),
      // never from an older copy of this cache while the fresh answer is on its way.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetHealthProfileQuery } = healthOverviewApi;
