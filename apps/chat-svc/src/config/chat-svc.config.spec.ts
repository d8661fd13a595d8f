import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { ChatSvcConfig } from './chat-svc.config';

describe('ChatSvcConfig', () => {
  it('defaults to the embedded PGlite under ./data, on the in-process bus', () => {
    const config = loadConfig(ChatSvcConfig, {});
    expect(config).toMatchObject({
      DATA_DIR: './data',
      CHAT_DATABASE_URL: undefined,
      database: { DATABASE_URL: undefined },
    });
    expect(config.bus.NATS_URL).toBeUndefined();
  });

  it('reads its own database URL', () => {
    const config = loadConfig(ChatSvcConfig, { CHAT_DATABASE_URL: 'postgres://chat@db:5432/chat' });
    expect(config.CHAT_DATABASE_URL).toBe('postgres://chat@db:5432/chat');
  });

  it('refuses a database URL that is not PostgreSQL, naming the variable without quoting the value', () => {
    expect(() => loadConfig(ChatSvcConfig, { CHAT_DATABASE_URL: 'mysql://root:secret@db/chat' })).toThrow(
      new InvalidConfigError(['CHAT_DATABASE_URL must be a URL starting with postgres:// or postgresql://']),
    );
  });
});
