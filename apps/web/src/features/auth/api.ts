import { type LoginRequest, type LoginResponse } from '@vitalsync/contracts';

import { api } from '../../app/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/authenticate/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = authApi;
