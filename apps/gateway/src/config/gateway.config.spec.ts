import { InvalidConfigError, loadConfig } from '@vitalsync/config';

import { GatewayConfig } from './gateway.config';

describe('GatewayConfig', () => {
  it('keeps the documented defaults when nothing is set', () => {
    expect(loadConfig(GatewayConfig, {})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      RATE_LIMIT_AUTH_PER_MINUTE: 160,
      RATE_LIMIT_API_PER_MINUTE: 6000,
      TRUST_PROXY: false,
      ALLOWED_ORIGINS: [],
      SESSION_SECRET: undefined,
      WEB_DIST: undefined,
      DATA_DIR: './data',
      storage: { S3_ENDPOINT: undefined },
      bus: { NATS_URL: undefined, BUS_TIMEOUT_MS: 5000 },
      logging: { LOG_LEVEL: 'info' },
    });
  });

  it('reads the HTTP settings it is given', () => {
    expect(
      loadConfig(GatewayConfig, {
        PORT: '8080',
        RATE_LIMIT_AUTH_PER_MINUTE: '5',
        TRUST_PROXY: '1',
        ALLOWED_ORIGINS: 'http://localhost:4200, https://app.example.com/',
        SESSION_SECRET: 's'.repeat(32),
      }),
    ).toMatchObject({
      PORT: 8080,
      RATE_LIMIT_AUTH_PER_MINUTE: 5,
      TRUST_PROXY: 1,
      ALLOWED_ORIGINS: ['http://localhost:4200', 'https://app.example.com'],
      SESSION_SECRET: 's'.repeat(32),
    });
    expect(loadConfig(GatewayConfig, { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('refuses RATE_LIMIT_AUTH_PER_MINUTE=abc, which used to become NaN and lift the sign-in limit', () => {
    expect(() => loadConfig(GatewayConfig, { RATE_LIMIT_AUTH_PER_MINUTE: 'abc' })).toThrow(
      new InvalidConfigError(['RATE_LIMIT_AUTH_PER_MINUTE must be a positive whole number, got "abc"']),
    );
  });

  it.each([
    ['RATE_LIMIT_API_PER_MINUTE', '0', 'RATE_LIMIT_API_PER_MINUTE must be a positive whole number, got "0"'],
    ['PORT', '70000', 'PORT must be a port number from 1 to 65535, got "70000"'],
    [
      'TRUST_PROXY',
      'yes',
      'TRUST_PROXY must be true, false, a hop count or comma-separated addresses/CIDRs, got "yes"',
    ],
    [
      'ALLOWED_ORIGINS',
      'localhost:4200',
      'ALLOWED_ORIGINS must be comma-separated origins such as https://app.example.com, got "localhost:4200"',
    ],
    [
      'S3_ENDPOINT',
      'minio:9000',
      'S3_ENDPOINT must be a URL starting with http:// or https://, got "minio:9000"',
    ],
  ])('refuses %s=%s, naming it', (name, value, problem) => {
    const env = { [name]: value, S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' };
    expect(() => loadConfig(GatewayConfig, env)).toThrow(new InvalidConfigError([problem]));
  });

  it('refuses a short SESSION_SECRET without quoting it', () => {
    expect(() => loadConfig(GatewayConfig, { SESSION_SECRET: 'hunter2' })).toThrow(
      new InvalidConfigError(['SESSION_SECRET must be at least 32 characters long']),
    );
  });
});
