import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { AppointmentSvcConfig } from './appointment-svc.config';

describe('AppointmentSvcConfig', () => {
  it('defaults to the embedded PGlite under ./data, on the in-process bus', () => {
    const config = loadConfig(AppointmentSvcConfig, {});
    expect(config).toMatchObject({
      DATA_DIR: './data',
      APPOINTMENT_DATABASE_URL: undefined,
      database: { DATABASE_URL: undefined },
    });
    expect(config.bus.NATS_URL).toBeUndefined();
  });

  it('reads its own database URL', () => {
    const config = loadConfig(AppointmentSvcConfig, {
      APPOINTMENT_DATABASE_URL: 'postgres://appointment@db:5432/appointment',
    });
    expect(config.APPOINTMENT_DATABASE_URL).toBe('postgres://appointment@db:5432/appointment');
  });

  it('refuses a database URL that is not PostgreSQL, naming the variable without quoting the value', () => {
    expect(() =>
      loadConfig(AppointmentSvcConfig, { APPOINTMENT_DATABASE_URL: 'mysql://root:secret@db/appointment' }),
    ).toThrow(
      new InvalidConfigError([
        'APPOINTMENT_DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      ]),
    );
  });
});
