import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { SignalingSvcConfig } from './signaling-svc.config';

describe('SignalingSvcConfig', () => {
  it('defaults to the embedded PGlite under ./data, on the in-process bus', () => {
    const config = loadConfig(SignalingSvcConfig, {});
    expect(config).toMatchObject({
      DATA_DIR: './data',
      SIGNALING_DATABASE_URL: undefined,
      database: { DATABASE_URL: undefined },
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
});
