import { loadConfig } from '@vitalsync/config';
import { createTestDatabaseLocation, testDatabaseEngines, type TestDatabaseLocation } from '@vitalsync/db';
import { type ServiceHarness, startServiceHarness } from '@vitalsync/testing';

import { ChatSvcConfig } from '../config/chat-svc.config';
import { ChatSvcModule } from './chat-svc.module';

describe.each(testDatabaseEngines())('chat-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'chat',
      module: ChatSvcModule,
      config: loadConfig(ChatSvcConfig, { DATA_DIR: location.dataDir, CHAT_DATABASE_URL: location.url }),
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('answers its health pattern with its database up', async () => {
    await expect(harness.bus.request('chat.health', {})).resolves.toEqual({
      service: 'chat',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });
});
