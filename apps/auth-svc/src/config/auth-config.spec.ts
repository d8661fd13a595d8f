import { authConfigFromEnv } from './auth-config';

describe('authConfigFromEnv', () => {
  it('uses the brief defaults when nothing is set', () => {
    expect(authConfigFromEnv({})).toEqual({
      maxFailuresPerEmail: 5,
      maxFailuresPerIp: 100,
      windowMinutes: 15,
      lockMinutes: 15,
      sessionTtlHours: 12,
    });
  });

  it('reads every setting from the environment', () => {
    expect(
      authConfigFromEnv({
        LOGIN_MAX_FAILURES_PER_EMAIL: '3',
        LOGIN_MAX_FAILURES_PER_IP: ' 12 ',
        LOGIN_WINDOW_MINUTES: '10',
        LOGIN_LOCK_MINUTES: '30',
        SESSION_TTL_HOURS: '1',
        SOMETHING_ELSE: 'x',
      }),
    ).toEqual({
      maxFailuresPerEmail: 3,
      maxFailuresPerIp: 12,
      windowMinutes: 10,
      lockMinutes: 30,
      sessionTtlHours: 1,
    });
  });

  it('treats an empty value as unset', () => {
    expect(authConfigFromEnv({ LOGIN_LOCK_MINUTES: '' }).lockMinutes).toBe(15);
  });

  it.each(['0', '-1', '2.5', 'five', '1e3'])('refuses "%s" instead of silently lifting a limit', (value) => {
    expect(() => authConfigFromEnv({ LOGIN_MAX_FAILURES_PER_EMAIL: value })).toThrow(
      `LOGIN_MAX_FAILURES_PER_EMAIL must be a positive whole number, got "${value}".`,
    );
  });
});
