import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { AiSvcConfig } from './ai-svc.config';

describe('AiSvcConfig', () => {
  it('defaults to the embedded PGlite under ./data, on the in-process bus', () => {
    const config = loadConfig(AiSvcConfig, {});
    expect(config).toMatchObject({
      DATA_DIR: './data',
      AI_DATABASE_URL: undefined,
      database: { DATABASE_URL: undefined },
    });
    expect(config.bus.NATS_URL).toBeUndefined();
  });

  it('reads its own database URL', () => {
    const config = loadConfig(AiSvcConfig, { AI_DATABASE_URL: 'postgres://ai@db:5432/ai' });
    expect(config.AI_DATABASE_URL).toBe('postgres://ai@db:5432/ai');
  });

  it('refuses a database URL that is not PostgreSQL, naming the variable without quoting the value', () => {
    expect(() => loadConfig(AiSvcConfig, { AI_DATABASE_URL: 'mysql://root:secret@db/ai' })).toThrow(
      new InvalidConfigError(['AI_DATABASE_URL must be a URL starting with postgres:// or postgresql://']),
    );
  });
});
