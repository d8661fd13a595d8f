import 'reflect-metadata';

import { AppConfig, ServiceConfig } from './app.config';
import { InvalidConfigError, loadConfig } from './load-config';

describe('the shutdown settings every app reads', () => {
  it("default to a 25 s grace, below Kubernetes' 30 s", () => {
    expect(loadConfig(AppConfig, {}).shutdown).toEqual({ SHUTDOWN_GRACE_MS: 25_000 });
    expect(loadConfig(ServiceConfig, {}).shutdown).toEqual({ SHUTDOWN_GRACE_MS: 25_000 });
  });

  it('read the grace period given', () => {
    expect(loadConfig(AppConfig, { SHUTDOWN_GRACE_MS: '55000' }).shutdown.SHUTDOWN_GRACE_MS).toBe(55_000);
  });

  it.each(['0', '-1', 'soon', '2.5'])('refuse SHUTDOWN_GRACE_MS=%s, naming it', (value) => {
    expect(() => loadConfig(AppConfig, { SHUTDOWN_GRACE_MS: value })).toThrow(
      new InvalidConfigError([
        `SHUTDOWN_GRACE_MS must be a positive whole number, got ${JSON.stringify(value)}`,
      ]),
    );
  });
});
