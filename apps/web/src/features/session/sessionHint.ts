import { initialSessionState, type SessionState } from './sessionSlice';

// Not a credential (the session cookie is httpOnly): only whether asking the server at start is worthwhile.
const SESSION_HINT_KEY = 'vitalsync-session-hint';

export const hasSessionHint = (): boolean => {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
};

export const rememberSessionHint = (loggedIn: boolean): void => {
  try {
    if (loggedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode): every start then asks the server, which is merely slower.
  }
};

/**
 * The session at app start. A browser that has not been logged in here is known to be logged out at once (its
 * first paint shows Login and Sign Up, and no 401 is asked for); otherwise the server is asked (`restoreSession`).
 */
export const startingSession = (): SessionState => ({
  ...initialSessionState,
  loggedIn: hasSessionHint() ? undefined : false,
});
