import { type Profile, type Role } from '@vitalsync/contracts';
import { type UnknownAction } from 'redux';

/**
 * Client session (docs/product/entities.md#session). `loggedIn` stays undefined until the server has been asked.
 */
export interface SessionState {
  loggedIn: boolean | undefined;
  profile: Profile | null;
  darkTheme: boolean;
  currRole: Role | '';
}

export const initialSessionState: SessionState = {
  loggedIn: undefined,
  profile: null,
  darkTheme: false,
  currRole: '',
};

export interface LoginPayload {
  profile: Profile;
  role: Role;
}

// Plain Redux, not `createSlice`, so the first download carries no Redux Toolkit (see app/store.ts).
type SessionAction =
  | { type: 'session/login'; payload: LoginPayload }
  | { type: 'session/setProfile'; payload: Profile }
  | { type: 'session/logout' }
  | { type: 'session/setTheme'; payload: boolean }
  | { type: 'session/toggleTheme' };

export const login = (payload: LoginPayload): SessionAction => ({ type: 'session/login', payload });
/** A saved profile replaces the one in the session (the role never changes). */
export const setProfile = (payload: Profile): SessionAction => ({ type: 'session/setProfile', payload });
export const logout = (): SessionAction => ({ type: 'session/logout' });
export const setTheme = (payload: boolean): SessionAction => ({ type: 'session/setTheme', payload });
export const toggleTheme = (): SessionAction => ({ type: 'session/toggleTheme' });

export const sessionReducer = (state = initialSessionState, action: UnknownAction): SessionState => {
  const sessionAction = action as SessionAction;
  switch (sessionAction.type) {
    case 'session/login':
      return {
        ...state,
        loggedIn: true,
        profile: sessionAction.payload.profile,
        currRole: sessionAction.payload.role,
      };
    case 'session/setProfile':
      return { ...state, profile: sessionAction.payload };
    case 'session/logout':
      return { ...state, loggedIn: false, profile: null, currRole: '' };
    case 'session/setTheme':
      return { ...state, darkTheme: sessionAction.payload };
    case 'session/toggleTheme':
      return { ...state, darkTheme: !state.darkTheme };
    default:
      return state;
  }
};
