import { useEffect } from 'react';

import { selectSession, useAppDispatch, useAppSelector } from '../../../app/hooks';
import { restoreSession } from '../restoreSession';
import { rememberSessionHint } from '../sessionHint';

/** Restores the session once, when the app shell mounts (the page renders meanwhile), and notes the outcome. */
export const useSessionRestore = () => {
  const dispatch = useAppDispatch();
  const { loggedIn } = useAppSelector(selectSession);

  useEffect(() => {
    void dispatch(restoreSession());
  }, [dispatch]);

  useEffect(() => {
    if (loggedIn !== undefined) rememberSessionHint(loggedIn);
  }, [loggedIn]);
};
