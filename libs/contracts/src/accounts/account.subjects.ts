/** Request/reply subjects answered by auth-svc. */
export const ACCOUNT_SUBJECTS = {
  signup: 'auth.signup',
  login: 'auth.login',
  logout: 'auth.logout',
  revokedSessions: 'auth.sessions.revoked',
  getProfile: 'profiles.get',
  saveProfile: 'profiles.update',
} as const;

/** Events auth-svc publishes. */
export const ACCOUNT_EVENTS = {
  sessionRevoked: 'session.revoked',
  profileUpdated: 'profile.updated',
} as const;
