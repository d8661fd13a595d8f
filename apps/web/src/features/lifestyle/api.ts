import { type WaterIntake, type WaterResponse } from '@vitalsync/contracts';

import { api } from '../../app/api';

const PATH = '/dashboard/lifestyle/water';

export const lifestyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWater: build.query<WaterResponse, string>({
      query: (day) => ({ url: PATH, params: { day } }),
      // The tracker keeps its own copy while open; the next visit reads the server's afresh.
      keepUnusedDataFor: 0,
    }),
    setWater: build.mutation<WaterResponse, WaterIntake>({
      // keepalive: a save sent as the page closes still reaches the server.
      query: (body) => ({ url: PATH, method: 'PUT', body, keepalive: true }),
    }),
  }),
});

export const { useGetWaterQuery, useSetWaterMutation } = lifestyleApi;
