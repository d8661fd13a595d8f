import { type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { type ApiErrorBody, type ProfileResponse } from '@vitalsync/contracts';

import { requestJson } from '../../app/requestJson';
import { type RootState } from '../../app/store';

import { restoredSessionOf } from './restoredSession';
import { login, logout } from './sessionSlice';

/**
 * Asks the server once whether the cookie still holds a session, so every page (not only the dashboards) knows
 * who is logged in after a reload. A login, logout or dashboard check that settled first wins; no answer at all
 * (offline) leaves the session unknown rather than claiming a logout.
 */
export const restoreSession =
  (): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> => async (dispatch, getState) => {
    if (getState().session.loggedIn !== undefined) return;
    let answer;
    try {
      answer = await requestJson<ProfileResponse | ApiErrorBody>('/dashboard/profile');
    } catch {
      return;
    }
    if (getState().session.loggedIn !== undefined) return;
    const restored = restoredSessionOf(answer.body, !answer.ok);
    dispatch(restored ? login(restored) : logout());
  };
