/** Request/reply subjects answered by auth-svc. */
export const ACCOUNT_SUBJECTS = {
  signup: 'auth.signup',
  login: 'auth.login',
  logout: 'auth.logout',
  revokedSessions: 'auth.sessions.revoked',
  getProfile: 'profiles.get',
  saveProfile: 'profiles.update',
  /** Internal: profiles of many accounts of one role in one call (never one call per row). */
  getManyProfiles: 'profiles.getMany',
  /** Every doctor, as the booking form lists them. */
  listDoctors: 'profiles.doctors',
} as const;

/** Events auth-svc publishes. */
export const ACCOUNT_EVENTS = {
  sessionRevoked: 'session.revoked',
  profileUpdated: 'profile.updated',
} as const;
