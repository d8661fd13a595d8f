import { LOGIN_REQUIRED_MESSAGE, isRole } from '@vitalsync/contracts';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';

import { useGetProfileQuery } from '../../../app/api';
import { selectSession, useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notifyNotice } from '../../../app/notify';
import { PageLoader } from '../../../layout/PageLoader';
import { login, logout } from '../sessionSlice';

interface RequireSessionProps {
  children: ReactNode;
}

/**
 * Spec section 4 "Session restore": opening a dashboard fetches the profile; a success (with a known role) logs
 * the user in, anything else clears the session, alerts "Please Login First!" and redirects to /login.
 */
export const RequireSession = ({ children }: RequireSessionProps) => {
  const dispatch = useAppDispatch();
  const { loggedIn } = useAppSelector(selectSession);
  const { data, isError } = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });

  // After a failed refetch RTK Query still holds the last good answer: the failure must win.
  const restored = !isError && data?.status === 'success' && isRole(data.role) ? data : undefined;
  const rejected = isError || (data !== undefined && restored === undefined);

  useEffect(() => {
    if (restored) dispatch(login({ profile: restored.profile, role: restored.role }));
  }, [restored, dispatch]);

  useEffect(() => {
    if (!rejected) return;
    dispatch(logout());
    notifyNotice(LOGIN_REQUIRED_MESSAGE);
  }, [rejected, dispatch]);

  if (rejected) return <Navigate to="/login" replace />;
  if (!loggedIn) return <PageLoader label="Opening your dashboard…" />;
  return children;
};
