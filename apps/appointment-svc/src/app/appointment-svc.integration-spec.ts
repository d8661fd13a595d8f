import { loadConfig } from '@vitalsync/config';
import { createTestDatabaseLocation, testDatabaseEngines, type TestDatabaseLocation } from '@vitalsync/db';
import { type ServiceHarness, startServiceHarness } from '@vitalsync/testing';

import { AppointmentSvcConfig } from '../config/appointment-svc.config';
import { AppointmentSvcModule } from './appointment-svc.module';

describe.each(testDatabaseEngines())('appointment-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'appointment',
      module: AppointmentSvcModule,
      config: loadConfig(AppointmentSvcConfig, {
        DATA_DIR: location.dataDir,
        APPOINTMENT_DATABASE_URL: location.url,
      }),
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('answers its health pattern with its database up', async () => {
    await expect(harness.bus.request('appointment.health', {})).resolves.toEqual({
      service: 'appointment',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });
});
