import { loadConfig, ServiceConfig, UrlOf } from '@vitalsync/config';

import { databaseUrlOf } from './database-url';

/** A service that declares its own database variable, as each service's configuration class does. */
class AuthConfig extends ServiceConfig {
  @UrlOf(['postgres'])
  readonly AUTH_DATABASE_URL?: string;
}

const authSettings = (env: Record<string, string>): AuthConfig => loadConfig(AuthConfig, env);

describe('databaseUrlOf', () => {
  const both = { AUTH_DATABASE_URL: 'postgres://auth-host/db', DATABASE_URL: 'postgres://shared/db' };

  it('prefers the service-specific variable', () => {
    expect(databaseUrlOf('auth', authSettings(both))).toBe('postgres://auth-host/db');
  });

  it('falls back to DATABASE_URL for a service without its own variable', () => {
    expect(databaseUrlOf('appointment', authSettings(both))).toBe('postgres://shared/db');
    expect(databaseUrlOf('auth', authSettings({ DATABASE_URL: 'postgres://shared/db' }))).toBe(
      'postgres://shared/db',
    );
  });

  it('returns undefined (embedded PGlite) when nothing is set, treating empty values as unset', () => {
    expect(databaseUrlOf('auth', authSettings({}))).toBeUndefined();
    expect(databaseUrlOf('auth', authSettings({ AUTH_DATABASE_URL: '', DATABASE_URL: '' }))).toBeUndefined();
  });
});
