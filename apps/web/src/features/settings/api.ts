import { type EmailSettingsChange, type EmailSettingsResponse } from '@vitalsync/contracts';

import { api } from '../../app/api';

const PATH = '/dashboard/settings/email';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailSettings: build.query<EmailSettingsResponse, void>({
      query: () => PATH,
    }),
    saveEmailSettings: build.mutation<EmailSettingsResponse, EmailSettingsChange>({
      query: (body) => ({ url: PATH, method: 'PUT', body }),
      // The server's answer is the whole set of switches: the page shows exactly what is stored.
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getEmailSettings', undefined, data));
      },
    }),
  }),
});

export const { useGetEmailSettingsQuery, useSaveEmailSettingsMutation } = settingsApi;
