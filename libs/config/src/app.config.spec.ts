import 'reflect-metadata';

import { AppConfig, ServiceConfig } from './app.config';
import { serviceDatabaseUrlVariable } from './database.config';
import { InvalidConfigError, loadConfig } from './load-config';
import { StorageConfig } from './storage.config';

const problemsOf = (load: () => unknown): readonly string[] => {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
};

describe('the settings every app shares', () => {
  it('default to info logs, the in-process bus with a 5 s timeout and ./data', () => {
    expect(loadConfig(AppConfig, {})).toEqual({
      logging: { LOG_LEVEL: 'info', LOG_APP_NAME: undefined },
      bus: {
        NATS_URL: undefined,
        BUS_TIMEOUT_MS: 5000,
        EVENTS_MAX_AGE_DAYS: 7,
        EVENTS_STREAM_REPLICAS: 1,
        EVENTS_MAX_DELIVERIES: 12,
        EVENTS_RETRY_BASE_MS: 500,
      },
      ops: { OPS_PORT: undefined },
      shutdown: { SHUTDOWN_GRACE_MS: 25000 },
      DATA_DIR: './data',
    });
  });

  it('read the ops port, 0 meaning any free port', () => {
    expect(loadConfig(AppConfig, { OPS_PORT: '9400' }).ops).toEqual({ OPS_PORT: 9400 });
    expect(loadConfig(AppConfig, { OPS_PORT: '0' }).ops).toEqual({ OPS_PORT: 0 });
  });

  it.each(['-1', '65536', '94OO', '9400.5'])('refuse OPS_PORT=%s, naming it', (value) => {
    expect(problemsOf(() => loadConfig(AppConfig, { OPS_PORT: value }))).toEqual([
      `OPS_PORT must be a port number from 0 (any free port) to 65535, got ${JSON.stringify(value)}`,
    ]);
  });

  it('read how long events are kept, their stream replicas and how they are retried', () => {
    const { bus } = loadConfig(AppConfig, {
      EVENTS_MAX_AGE_DAYS: '30',
      EVENTS_STREAM_REPLICAS: '3',
      EVENTS_MAX_DELIVERIES: '5',
      EVENTS_RETRY_BASE_MS: '250',
    });
    expect(bus).toMatchObject({
      EVENTS_MAX_AGE_DAYS: 30,
      EVENTS_STREAM_REPLICAS: 3,
      EVENTS_MAX_DELIVERIES: 5,
      EVENTS_RETRY_BASE_MS: 250,
    });
  });

  it.each([
    ['EVENTS_MAX_AGE_DAYS', '6', 'must be a whole number of days from 7 to 365'],
    ['EVENTS_STREAM_REPLICAS', '2', 'must be 1, 3 or 5'],
    ['EVENTS_MAX_DELIVERIES', '0', 'must be a whole number from 1 to 100'],
  ])(
    'refuse %s=%s: events kept less than a week or an even replica count would lose some',
    (name, value, rule) => {
      expect(problemsOf(() => loadConfig(AppConfig, { [name]: value }))).toEqual([
        `${name} ${rule}, got ${JSON.stringify(value)}`,
      ]);
    },
  );

  it('read the NATS servers of a cluster and the bus timeout', () => {
    const { bus } = loadConfig(AppConfig, {
      NATS_URL: 'nats://nats-0:4222,nats://nats-1:4222',
      BUS_TIMEOUT_MS: '1500',
    });
    expect(bus).toEqual({
      NATS_URL: ['nats://nats-0:4222', 'nats://nats-1:4222'],
      BUS_TIMEOUT_MS: 1500,
      EVENTS_MAX_AGE_DAYS: 7,
      EVENTS_STREAM_REPLICAS: 1,
      EVENTS_MAX_DELIVERIES: 12,
      EVENTS_RETRY_BASE_MS: 500,
    });
  });

  it.each([
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    ['BUS_TIMEOUT_MS', 'soon', 'BUS_TIMEOUT_MS must be a positive whole number, got "soon"'],
    [
      'NATS_URL',
      'nats://u:secret@a:4222,b',
      'NATS_URL must be one or more comma-separated URLs starting with nats:// or tls://',
    ],
  ])('refuse %s=%s, naming it', (name, value, problem) => {
    expect(problemsOf(() => loadConfig(AppConfig, { [name]: value }))).toEqual([problem]);
  });
});

describe('the settings every service shares', () => {
  it('default to the embedded PGlite', () => {
    expect(loadConfig(ServiceConfig, {}).database).toEqual({
      DATABASE_URL: undefined,
      MIGRATIONS_ROOT: undefined,
    });
  });

  it('refuse a DATABASE_URL that is not PostgreSQL without quoting it (it may carry a password)', () => {
    expect(problemsOf(() => loadConfig(ServiceConfig, { DATABASE_URL: 'mysql://root:pw@db/x' }))).toEqual([
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ]);
  });

  it('name the database variable of each service', () => {
    expect(serviceDatabaseUrlVariable('auth')).toBe('AUTH_DATABASE_URL');
    expect(serviceDatabaseUrlVariable('signaling')).toBe('SIGNALING_DATABASE_URL');
  });
});

describe('StorageConfig', () => {
  it('defaults to local files, with the bucket and region S3 would use', () => {
    expect(loadConfig(StorageConfig, {})).toEqual({
      S3_ENDPOINT: undefined,
      S3_BUCKET: 'vitalsync',
      S3_ACCESS_KEY: undefined,
      S3_SECRET_KEY: undefined,
      S3_REGION: 'us-east-1',
    });
  });

  it('needs both keys once S3_ENDPOINT is set', () => {
    expect(problemsOf(() => loadConfig(StorageConfig, { S3_ENDPOINT: 'http://minio:9000' }))).toEqual([
      'S3_ACCESS_KEY must be set when S3_ENDPOINT is set',
      'S3_SECRET_KEY must be set when S3_ENDPOINT is set',
    ]);
    expect(
      loadConfig(StorageConfig, { S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' }),
    ).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' });
  });
});
