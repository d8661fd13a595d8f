import { useEffect } from 'react';

import { selectLoggedIn, useAppDispatch, useAppSelector } from '../../../app/hooks';
import { restoreSession } from '../restoreSession';
import { rememberSessionHint } from '../sessionHint';

/**
 * Restores the session once, when the app shell mounts (the page renders meanwhile), and notes the outcome. A
 * component of its own, rendering nothing, so that the session's answer re-renders this and not the whole shell
 * (docs/performance.md "Fewer renders as a dashboard arrives").
 */
export const SessionRestore = () => {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(() => {
    void dispatch(restoreSession());
  }, [dispatch]);

  useEffect(() => {
    if (loggedIn !== undefined) rememberSessionHint(loggedIn);
  }, [loggedIn]);

  return null;
};
