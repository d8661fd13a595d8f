import { databaseUrlFor } from './database-url';

describe('databaseUrlFor', () => {
  it('prefers the service-specific variable', () => {
    const env = { AUTH_DATABASE_URL: 'postgres://auth-host/db', DATABASE_URL: 'postgres://shared/db' };
    expect(databaseUrlFor('auth', env)).toBe('postgres://auth-host/db');
  });

  it('falls back to DATABASE_URL for a service without its own variable', () => {
    const env = { AUTH_DATABASE_URL: 'postgres://auth-host/db', DATABASE_URL: 'postgres://shared/db' };
    expect(databaseUrlFor('appointment', env)).toBe('postgres://shared/db');
  });

  it.each([
    ['appointment', 'APPOINTMENT_DATABASE_URL'],
    ['chat', 'CHAT_DATABASE_URL'],
    ['ai', 'AI_DATABASE_URL'],
    ['signaling', 'SIGNALING_DATABASE_URL'],
  ] as const)('reads %s from %s', (service, variable) => {
    expect(databaseUrlFor(service, { [variable]: 'postgres://own/db' })).toBe('postgres://own/db');
  });

  it('returns undefined (embedded PGlite) when nothing is set, treating empty values as unset', () => {
    expect(databaseUrlFor('chat', {})).toBeUndefined();
    expect(databaseUrlFor('chat', { CHAT_DATABASE_URL: '', DATABASE_URL: '' })).toBeUndefined();
  });
});
