import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { SignalingSvcConfig } from './signaling-svc.config';

describe('SignalingSvcConfig', () => {
  it('defaults to the embedded PGlite under ./data, on the in-process bus', () => {
    const config = loadConfig(SignalingSvcConfig, {});
    expect(config).toMatchObject({
      DATA_DIR: './data',
      SIGNALING_DATABASE_URL: undefined,
      database: { DATABASE_URL: undefined },
      ICE_SERVERS: [{ urls: 'stun:stun.l.google.com:19302' }],
      TURN_SECRET: undefined,
      TURN_CREDENTIAL_TTL_SECONDS: 3600,
      ICE_TRANSPORT_POLICY: 'all',
    });
    expect(config.bus.NATS_URL).toBeUndefined();
  });

  it('reads its own database URL', () => {
    const config = loadConfig(SignalingSvcConfig, {
      SIGNALING_DATABASE_URL: 'postgres://signaling@db:5432/signaling',
    });
    expect(config.SIGNALING_DATABASE_URL).toBe('postgres://signaling@db:5432/signaling');
  });

  it('refuses a database URL that is not PostgreSQL, naming the variable without quoting the value', () => {
    expect(() =>
      loadConfig(SignalingSvcConfig, { SIGNALING_DATABASE_URL: 'mysql://root:secret@db/signaling' }),
    ).toThrow(
      new InvalidConfigError([
        'SIGNALING_DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      ]),
    );
  });

  it('reads the ICE servers, the TURN secret, its credentials’ lifetime and the transport policy', () => {
    const servers = [
      { urls: 'stun:stun.example.org' },
      { urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'], username: 'u', credential: 'c' },
    ];
    expect(
      loadConfig(SignalingSvcConfig, {
        ICE_SERVERS: JSON.stringify(servers),
        TURN_SECRET: 'a-long-enough-shared-secret',
        TURN_CREDENTIAL_TTL_SECONDS: '600',
        ICE_TRANSPORT_POLICY: 'relay',
      }),
    ).toMatchObject({
      ICE_SERVERS: servers,
      TURN_SECRET: 'a-long-enough-shared-secret',
      TURN_CREDENTIAL_TTL_SECONDS: 600,
      ICE_TRANSPORT_POLICY: 'relay',
    });
  });

  it.each([
    ['not JSON', '[{urls'],
    ['not an array', '{"urls":"stun:a"}'],
    ['an empty url list', '[{"urls":[]}]'],
    ['an http url', '[{"urls":"https://turn.example.org"}]'],
    ['an unknown key', '[{"urls":"turn:a","credentialType":"oauth"}]'],
    ['a numeric credential', '[{"urls":"turn:a","username":"u","credential":5}]'],
  ])('refuses ICE_SERVERS that is %s, without quoting it (it may hold passwords)', (_case, value) => {
    expect(() => loadConfig(SignalingSvcConfig, { ICE_SERVERS: value })).toThrow(
      new InvalidConfigError([
        'ICE_SERVERS must be a JSON array of {"urls", "username"?, "credential"?} with stun: or turn: URLs',
      ]),
    );
  });

  it('refuses a short TURN secret, a zero lifetime and an unknown policy', () => {
    expect(() =>
      loadConfig(SignalingSvcConfig, {
        TURN_SECRET: 'short',
        TURN_CREDENTIAL_TTL_SECONDS: '0',
        ICE_TRANSPORT_POLICY: 'none',
      }),
    ).toThrow(
      new InvalidConfigError([
        'TURN_SECRET must be at least 16 characters long',
        'TURN_CREDENTIAL_TTL_SECONDS must be a positive whole number, got "0"',
        'ICE_TRANSPORT_POLICY must be one of all, relay, got "none"',
      ]),
    );
  });
});
