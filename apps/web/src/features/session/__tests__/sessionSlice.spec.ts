import { aDoctorProfile, aPatientProfile } from '../../../testing/profiles';
import {
  initialSessionState,
  login,
  logout,
  sessionReducer,
  setProfile,
  setTheme,
  toggleTheme,
} from '../sessionSlice';

const profile = aPatientProfile();

describe('session slice', () => {
  it('starts with loggedIn undefined, no profile, light theme, no role', () => {
    expect(sessionReducer(undefined, { type: '@@init' })).toEqual({
      loggedIn: undefined,
      profile: null,
      darkTheme: false,
      currRole: '',
    });
  });

  it('login stores the profile and role and marks the session logged in', () => {
    const state = sessionReducer(initialSessionState, login({ profile, role: 'doctor' }));
    expect(state).toEqual({ loggedIn: true, profile, darkTheme: false, currRole: 'doctor' });
  });

  it('logout clears profile and role, sets loggedIn false and keeps the theme', () => {
    const loggedIn = { loggedIn: true, profile, darkTheme: true, currRole: 'user' as const };
    expect(sessionReducer(loggedIn, logout())).toEqual({
      loggedIn: false,
      profile: null,
      darkTheme: true,
      currRole: '',
    });
  });

  it('setProfile replaces the profile and keeps the session and role', () => {
    const loggedIn = sessionReducer(
      initialSessionState,
      login({ profile: aDoctorProfile(), role: 'doctor' }),
    );
    const saved = aDoctorProfile({
      personal_info: { ...aDoctorProfile().personal_info, phoneNumber: '+15559999' },
    });
    expect(sessionReducer(loggedIn, setProfile(saved))).toEqual({ ...loggedIn, profile: saved });
  });

  it('setTheme sets and toggleTheme flips darkTheme', () => {
    const dark = sessionReducer(initialSessionState, setTheme(true));
    expect(dark.darkTheme).toBe(true);
    expect(sessionReducer(dark, toggleTheme()).darkTheme).toBe(false);
    expect(sessionReducer(initialSessionState, toggleTheme()).darkTheme).toBe(true);
  });
});
