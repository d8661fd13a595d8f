import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type Profile, type Role } from '@vitalsync/contracts';

/** Client session of spec section 3 "Session". `loggedIn` stays undefined until the server has been asked. */
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

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    login: (state, action: PayloadAction<LoginPayload>) => {
      state.loggedIn = true;
      state.profile = action.payload.profile;
      state.currRole = action.payload.role;
    },
    /** A saved profile replaces the one in the session (the role never changes). */
    setProfile: (state, action: PayloadAction<Profile>) => {
      state.profile = action.payload;
    },
    logout: (state) => {
      state.loggedIn = false;
      state.profile = null;
      state.currRole = '';
    },
    setTheme: (state, action: PayloadAction<boolean>) => {
      state.darkTheme = action.payload;
    },
    toggleTheme: (state) => {
      state.darkTheme = !state.darkTheme;
    },
  },
});

export const { login, logout, setProfile, setTheme, toggleTheme } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
