import { InvalidConfigError } from '@vitalsync/config';
import { SERVICE_NAMES } from '@vitalsync/contracts';

import { loadEmbeddedConfigs } from './embedded-config';

describe('loadEmbeddedConfigs', () => {
  it('reads the settings of the gateway and of every service', () => {
    const configs = loadEmbeddedConfigs({ PORT: '4000', LOGIN_LOCK_MINUTES: '30' });
    expect(Object.keys(configs).sort()).toEqual(['gateway', ...SERVICE_NAMES].sort());
    expect(configs.gateway.PORT).toBe(4000);
    expect(configs.auth.LOGIN_LOCK_MINUTES).toBe(30);
  });

  it('gives every app of the process the one ops port it serves metrics and probes on', () => {
    const configs = loadEmbeddedConfigs({ OPS_PORT: '9400' });
    expect(Object.values(configs).map((config) => config.ops.OPS_PORT)).toEqual(
      Object.keys(configs).map(() => 9400),
    );
    expect(loadEmbeddedConfigs({}).gateway.ops.OPS_PORT).toBeUndefined();
  });

  it('names its logs as one app unless LOG_APP_NAME says otherwise', () => {
    expect(loadEmbeddedConfigs({}).auth.logging.LOG_APP_NAME).toBe('vitalsync-embedded');
    expect(loadEmbeddedConfigs({ LOG_APP_NAME: 'mine' }).gateway.logging.LOG_APP_NAME).toBe('mine');
  });

  it('keeps every app on the in-process bus even when NATS_URL is set', () => {
    const configs = loadEmbeddedConfigs({ NATS_URL: 'nats://127.0.0.1:4222' });
    expect(Object.values(configs).map((config) => config.bus.NATS_URL)).toEqual(
      Object.keys(configs).map(() => undefined),
    );
  });

  it('refuses a bad value of any app before anything starts, each variable named once', () => {
    expect(() =>
      loadEmbeddedConfigs({
        RATE_LIMIT_AUTH_PER_MINUTE: 'abc',
        LOGIN_WINDOW_MINUTES: '0',
        BUS_TIMEOUT_MS: 'x',
      }),
    ).toThrow(
      new InvalidConfigError([
        'RATE_LIMIT_AUTH_PER_MINUTE must be a positive whole number, got "abc"',
        'BUS_TIMEOUT_MS must be a positive whole number, got "x"',
        'LOGIN_WINDOW_MINUTES must be a positive whole number, got "0"',
      ]),
    );
  });
});
