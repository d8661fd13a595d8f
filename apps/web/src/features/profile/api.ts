import { type SaveProfileBody, type SaveProfileResponse } from '@vitalsync/contracts';

import { api } from '../../app/api';
import { setProfile } from '../session/sessionSlice';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveProfile: build.mutation<SaveProfileResponse, SaveProfileBody>({
      query: (body) => ({ url: '/dashboard/profile', method: 'POST', body }),
      // The saved profile (as the server merged it) replaces the session's and the cached profile answer, so no
      // refetch is needed and the session restore never brings back the old one.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(setProfile(data.profile));
        dispatch(
          api.util.updateQueryData('getProfile', undefined, (cached) => {
            if (cached.status === 'success') cached.profile = data.profile;
          }),
        );
      },
    }),
  }),
});

export const { useSaveProfileMutation } = profileApi;
