import { LOGOUT_SUCCESS_MESSAGE } from '@vitalsync/contracts';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';

import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { notifySuccess } from '../../../app/notify';
import { useLogoutMutation } from '../api';
import { logout as clearSession } from '../sessionSlice';

/** Spec section 4 "Logout": on success clear the session, go to / and confirm; a failure is only logged. */
export const useLogout = () => {
  const [logoutRequest, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await logoutRequest().unwrap();
    } catch (error) {
      console.error('Logout failed', error);
      return;
    }
    // Leave first: a dashboard still on screen would refetch the profile it is about to lose, get a 401 and send
    // the user to /login with "Please Login First!" instead of /.
    flushSync(() => navigate('/'));
    dispatch(clearSession());
    // Drop every cached server answer (the profile above all) so nothing of this account outlives the session.
    dispatch(api.util.resetApiState());
    notifySuccess(LOGOUT_SUCCESS_MESSAGE);
  }, [logoutRequest, dispatch, navigate]);

  return { logout, isLoggingOut: isLoading };
};
