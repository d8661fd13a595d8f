import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { AiSvcConfig } from './ai-svc.config';

describe('AiSvcConfig', () => {
  it('defaults to the embedded PGlite under ./data, on the in-process bus, with the built-in engine', () => {
    const config = loadConfig(AiSvcConfig, {});
    expect(config).toMatchObject({
      DATA_DIR: './data',
      AI_DATABASE_URL: undefined,
      database: { DATABASE_URL: undefined },
      GEMINI_API_KEY: undefined,
      GEMINI_MODEL: 'gemini-2.5-flash',
      GEMINI_BASE_URL: undefined,
      GEMINI_TIMEOUT_MS: 10_000,
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

  it('reads the Gemini settings', () => {
    const config = loadConfig(AiSvcConfig, {
      GEMINI_API_KEY: 'key-123',
      GEMINI_MODEL: 'gemini-2.0-flash-001',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999',
      GEMINI_TIMEOUT_MS: '15000',
    });
    expect(config).toMatchObject({
      GEMINI_API_KEY: 'key-123',
      GEMINI_MODEL: 'gemini-2.0-flash-001',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999',
      GEMINI_TIMEOUT_MS: 15_000,
    });
  });

  it('counts an empty key as unset', () => {
    expect(loadConfig(AiSvcConfig, { GEMINI_API_KEY: '' }).GEMINI_API_KEY).toBeUndefined();
  });

  it.each(['0', '15001', '1.5', '-1', 'abc', '1e3'])('refuses GEMINI_TIMEOUT_MS %s', (raw) => {
    expect(() => loadConfig(AiSvcConfig, { GEMINI_TIMEOUT_MS: raw })).toThrow(
      new InvalidConfigError([
        'GEMINI_TIMEOUT_MS must be a whole number of milliseconds from 1 to 15000, got ' +
          JSON.stringify(raw),
      ]),
    );
  });

  it.each(['models/../x', 'gemini 2', 'a/b', 'x?key=1'])('refuses the model name %s', (raw) => {
    expect(() => loadConfig(AiSvcConfig, { GEMINI_MODEL: raw })).toThrow(
      new InvalidConfigError([
        `GEMINI_MODEL must be a model name such as gemini-2.5-flash, got ${JSON.stringify(raw)}`,
      ]),
    );
  });

  it('refuses a base URL that is not http(s), without quoting it', () => {
    expect(() => loadConfig(AiSvcConfig, { GEMINI_BASE_URL: 'ftp://user:secret@proxy' })).toThrow(
      new InvalidConfigError(['GEMINI_BASE_URL must be a URL starting with http:// or https://']),
    );
  });
});
