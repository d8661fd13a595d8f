import { type IceServersResponse } from '@vitalsync/contracts';

import { api } from '../../app/api';

/** The call page's one HTTP read of its own: STUN/TURN servers with fresh, expiring TURN credentials. */
export const videoCallApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIceServers: build.query<IceServersResponse, void>({
      query: () => '/video-call/ice-servers',
      keepUnusedDataFor: 0,
    }),
  }),
});
