import { api } from '../../app/api';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The spec reads no field of the logout response, so any 2xx body (JSON, text or empty) is accepted.
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/dashboard/logout', method: 'GET', responseHandler: 'content-type' }),
    }),
  }),
});

export const { useLogoutMutation } = sessionApi;
