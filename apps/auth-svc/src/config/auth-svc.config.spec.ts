import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { AuthSvcConfig } from './auth-svc.config';

describe('AuthSvcConfig', () => {
  it('uses the brief defaults when nothing is set', () => {
    expect(loadConfig(AuthSvcConfig, {})).toMatchObject({
      AUTH_DATABASE_URL: undefined,
      LOGIN_MAX_FAILURES_PER_EMAIL: 5,
      LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES: undefined,
      loginMaxFailuresAcrossAddresses: 50,
      LOGIN_MAX_FAILURES_PER_IP: 100,
      LOGIN_WINDOW_MINUTES: 15,
      LOGIN_LOCK_MINUTES: 15,
      SESSION_TTL_HOURS: 12,
      DATA_DIR: './data',
    });
  });

  it('reads every setting from the environment, and an empty value counts as unset', () => {
    expect(
      loadConfig(AuthSvcConfig, {
        AUTH_DATABASE_URL: 'postgres://auth@db/auth',
        LOGIN_MAX_FAILURES_PER_EMAIL: '3',
        LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES: '40',
        LOGIN_MAX_FAILURES_PER_IP: ' 12 ',
        LOGIN_WINDOW_MINUTES: '10',
        LOGIN_LOCK_MINUTES: '',
        SESSION_TTL_HOURS: '1',
      }),
    ).toMatchObject({
      AUTH_DATABASE_URL: 'postgres://auth@db/auth',
      LOGIN_MAX_FAILURES_PER_EMAIL: 3,
      LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES: 40,
      loginMaxFailuresAcrossAddresses: 40,
      LOGIN_MAX_FAILURES_PER_IP: 12,
      LOGIN_WINDOW_MINUTES: 10,
      LOGIN_LOCK_MINUTES: 15,
      SESSION_TTL_HOURS: 1,
    });
  });

  it.each(['0', '-1', '2.5', 'five', '1e3'])('refuses "%s" instead of silently lifting a limit', (value) => {
    expect(() => loadConfig(AuthSvcConfig, { LOGIN_MAX_FAILURES_PER_EMAIL: value })).toThrow(
      new InvalidConfigError([
        `LOGIN_MAX_FAILURES_PER_EMAIL must be a positive whole number, got "${value}"`,
      ]),
    );
  });

  it('counts failures of an email across addresses ten times those from one address unless told', () => {
    expect(
      loadConfig(AuthSvcConfig, { LOGIN_MAX_FAILURES_PER_EMAIL: '8' }).loginMaxFailuresAcrossAddresses,
    ).toBe(80);
  });

  it.each(['0', 'many'])('refuses "%s" failures across addresses', (value) => {
    expect(() => loadConfig(AuthSvcConfig, { LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES: value })).toThrow(
      new InvalidConfigError([
        `LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES must be a positive whole number, got "${value}"`,
      ]),
    );
  });

  it.each(['5', '4'])(
    'refuses %s failures across addresses for 5 from one, which one address alone could reach',
    (value) => {
      expect(() =>
        loadConfig(AuthSvcConfig, {
          LOGIN_MAX_FAILURES_PER_EMAIL: '5',
          LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES: value,
        }),
      ).toThrow(
        new InvalidConfigError([
          `LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES must be greater than LOGIN_MAX_FAILURES_PER_EMAIL (5), got "${value}"`,
        ]),
      );
    },
  );

  it('refuses a database URL that is not PostgreSQL without quoting it', () => {
    expect(() => loadConfig(AuthSvcConfig, { AUTH_DATABASE_URL: 'auth:secret@db' })).toThrow(
      new InvalidConfigError(['AUTH_DATABASE_URL must be a URL starting with postgres:// or postgresql://']),
    );
  });

  it('reads the mail settings into its mail part: none by default, an SMTP server with its sender when set', () => {
    expect(loadConfig(AuthSvcConfig, {}).mail).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
    expect(
      loadConfig(AuthSvcConfig, { SMTP_URL: 'smtp://localhost:2525', MAIL_FROM: 'no-reply@example.com' })
        .mail,
    ).toMatchObject({
      SMTP_URL: 'smtp://localhost:2525',
      MAIL_FROM: 'no-reply@example.com',
      MAIL_RETRY_BASE_MS: 5000,
    });
    expect(() => loadConfig(AuthSvcConfig, { SMTP_URL: 'smtp://localhost:2525' })).toThrow(
      new InvalidConfigError(['MAIL_FROM must be set when SMTP_URL is set']),
    );
  });
});
