import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

import { useAppDispatch } from '../../../app/hooks';
import { videoCallApi } from '../api';
import { createPeer, getLocalMedia } from '../callMedia';
import { type CallSnapshot, CallSession } from '../callSession';
import { openCallSocket } from '../callSocket';
import { initialCallState } from '../callState';

export interface CallParties {
  ownId: string;
  remoteId: string;
  appointmentId: string;
  /** The patient gives way when both press Start Call at once. */
  polite: boolean;
}

const BEFORE_START: CallSnapshot = { call: initialCallState };
const noSubscription = () => () => undefined;

/** One call page's session (socket, media, peer connection) for as long as the page is open, and its actions. */
export const useCallSession = ({ ownId, remoteId, appointmentId, polite }: CallParties) => {
  const dispatch = useAppDispatch();
  const [session, setSession] = useState<CallSession>();

  useEffect(() => {
    const opened = new CallSession({
      ownId,
      remoteId,
      appointmentId,
      polite,
      openSocket: openCallSocket,
      getMedia: getLocalMedia,
      createPeer,
      // Never cached: TURN credentials expire, so each page asks afresh.
      fetchIceServers: () =>
        dispatch(
          videoCallApi.endpoints.getIceServers.initiate(undefined, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
    });
    setSession(opened);
    opened.start();
    return () => opened.close();
  }, [dispatch, ownId, remoteId, appointmentId, polite]);

  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? (() => BEFORE_START),
  );

  const actions = useMemo(
    () => ({
      startCall: () => void session?.startCall(),
      endCall: () => session?.endCall(),
      toggleMute: () => session?.toggleMute(),
      toggleCamera: () => session?.toggleCamera(),
      remotePlaying: () => session?.remotePlaying(),
    }),
    [session],
  );

  return { ...snapshot, ...actions };
};
