import { LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { Navigate } from 'react-router-dom';

import { api, useGetProfileQuery } from '../../../app/api';
import { selectLoggedIn, useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notifyNotice } from '../../../app/notify';
import { PageLoader } from '../../../layout/PageLoader';
import { forgetAssistantHistories } from '../../assistant/history';
import { restoredSessionOf } from '../restoredSession';
import { login, logout } from '../sessionSlice';

interface RequireSessionProps {
  children: ReactNode;
}

/**
 * docs/product/states.md#session-restore: opening a dashboard fetches the profile; a success (with a known role)
 * logs the user in, anything else clears the session, alerts "Please Login First!" and redirects to /login.
 */
export const RequireSession = ({ children }: RequireSessionProps) => {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  // Only the answer and its failure: the loader need not render again for each state of the request.
  const { data, isError } = useGetProfileQuery(undefined, {
    refetchOnMountOrArgChange: true,
    selectFromResult: ({ data, isError }) => ({ data, isError }),
  });

  // After a failed refetch RTK Query still holds the last good answer: the failure must win.
  const restored = useMemo(() => restoredSessionOf(data, isError), [data, isError]);
  const rejected = isError || (data !== undefined && restored === undefined);

  useEffect(() => {
    if (restored) dispatch(login(restored));
  }, [restored, dispatch]);

  useEffect(() => {
    if (!rejected) return;
    dispatch(logout());
    forgetAssistantHistories();
    notifyNotice(LOGIN_REQUIRED_MESSAGE);
    // Once this page is gone, forget the refused answer: the dashboard a later login opens must ask afresh.
    return () => {
      dispatch(api.util.resetApiState());
    };
  }, [rejected, dispatch]);

  // The page appears in a deferred render: the answer arrives through the store, whose updates React renders in one
  // uninterrupted task, and a whole dashboard rendered so blocks taps for a while on a phone (issue 19). Deferred,
  // the loader stays one more render and the page is rendered in slices that let the browser in between.
  const showPage = useDeferredValue(loggedIn);

  if (rejected) return <Navigate to="/login" replace />;
  if (!loggedIn || !showPage) return <PageLoader label="Opening your dashboard…" />;
  return children;
};
