import { loadConfig } from '@vitalsync/config';
import { createTestDatabaseLocation, testDatabaseEngines, type TestDatabaseLocation } from '@vitalsync/db';
import { type ServiceHarness, startServiceHarness } from '@vitalsync/testing';

import { SignalingSvcConfig } from '../config/signaling-svc.config';
import { SignalingSvcModule } from './signaling-svc.module';

describe.each(testDatabaseEngines())('signaling-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'signaling',
      module: SignalingSvcModule,
      config: loadConfig(SignalingSvcConfig, {
        DATA_DIR: location.dataDir,
        SIGNALING_DATABASE_URL: location.url,
      }),
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('answers its health pattern with its database up', async () => {
    await expect(harness.bus.request('signaling.health', {})).resolves.toEqual({
      service: 'signaling',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });
});
