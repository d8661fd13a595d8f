import { loadConfig } from '@vitalsync/config';
import { createTestDatabaseLocation, testDatabaseEngines, type TestDatabaseLocation } from '@vitalsync/db';
import { type ServiceHarness, startServiceHarness } from '@vitalsync/testing';

import { AiSvcConfig } from '../config/ai-svc.config';
import { AiSvcModule } from './ai-svc.module';

describe.each(testDatabaseEngines())('ai-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'ai',
      module: AiSvcModule,
      config: loadConfig(AiSvcConfig, { DATA_DIR: location.dataDir, AI_DATABASE_URL: location.url }),
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('answers its health pattern with its database up', async () => {
    await expect(harness.bus.request('ai.health', {})).resolves.toEqual({
      service: 'ai',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });
});
