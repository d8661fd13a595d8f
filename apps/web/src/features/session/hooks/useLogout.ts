import { LOGOUT_SUCCESS_MESSAGE } from '@vitalsync/contracts';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { useAppDispatch } from '../../../app/hooks';
import { notifySuccess } from '../../../app/notify';
import { requestJson } from '../../../app/requestJson';
import { type RootState } from '../../../app/store';
import { forgetAssistantHistories } from '../../assistant/history';
import { logout as clearSession } from '../sessionSlice';

/** docs/product/states.md#logout: on success clear the session, go to / and confirm; a failure is only logged. */
export const useLogout = () => {
  const [isLoggingOut, setLoggingOut] = useState(false);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      // The spec reads no field of the logout response: any 2xx answer (JSON, text or empty) is a success.
      const answer = await requestJson('/dashboard/logout');
      if (!answer.ok) throw new Error(`Logout answered ${answer.status}`);
    } catch (error) {
      console.error('Logout failed', error);
      return;
    } finally {
      setLoggingOut(false);
    }
    // Leave first: a dashboard still on screen would refetch the profile it is about to lose, get a 401 and send
    // the user to /login with "Please Login First!" instead of /.
    flushSync(() => navigate('/'));
    dispatch(clearSession());
    forgetAssistantHistories();
    // Drop every cached server answer (the profile above all) so nothing of this account outlives the session.
    // The API's chunk is only there if a page used it; then it is already loaded and this import costs nothing.
    if (store.getState().api) {
      const { api } = await import('../../../app/api');
      dispatch(api.util.resetApiState());
    }
    notifySuccess(LOGOUT_SUCCESS_MESSAGE);
  }, [dispatch, navigate, store]);

  return { logout, isLoggingOut };
};
