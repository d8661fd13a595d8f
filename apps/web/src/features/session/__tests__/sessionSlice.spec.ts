import { initialSessionState, login, logout, sessionReducer, setTheme, toggleTheme } from '../sessionSlice';

const profile = { _id: 'u1', personal_info: { fullName: 'Ada Patient', email: 'ada@example.com' } };

describe('session slice', () => {
  it('starts as spec section 3 says: loggedIn undefined, no profile, light theme, no role', () => {
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

  it('setTheme sets and toggleTheme flips darkTheme', () => {
    const dark = sessionReducer(initialSessionState, setTheme(true));
    expect(dark.darkTheme).toBe(true);
    expect(sessionReducer(dark, toggleTheme()).darkTheme).toBe(false);
    expect(sessionReducer(initialSessionState, toggleTheme()).darkTheme).toBe(true);
  });
});
