import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BusClient } from '@vitalsync/bus';
import { SERVICE_NAMES, type ServiceHealthReply } from '@vitalsync/contracts';

import { GATEWAY_OPTIONS } from '../app/gateway-options';
import { HEALTH_PROBE_TIMEOUT_MS, HealthService } from './health.service';

const bus = { request: jest.fn<Promise<ServiceHealthReply>, [string, unknown, unknown]>() };

@Module({
  providers: [
    HealthService,
    { provide: BusClient, useValue: bus },
    { provide: GATEWAY_OPTIONS, useValue: { transport: 'in-process', mode: 'embedded' } },
  ],
})
class HealthTestModule {}

/** Issue 6: an outage of the bus must show on /api/health within this long. */
const OUTAGE_VISIBLE_WITHIN_MS = 5000;

const up = (pattern: string): ServiceHealthReply => ({
  service: pattern.split('.')[0] as ServiceHealthReply['service'],
  status: 'up',
  database: 'up',
  uptimeSeconds: 1,
});

describe('HealthService', () => {
  let app: INestApplicationContext;
  let sut: HealthService;

  beforeAll(async () => {
    app = await NestFactory.createApplicationContext(HealthTestModule, { logger: false });
    sut = app.get(HealthService);
  });

  afterAll(() => app.close());

  beforeEach(() => bus.request.mockReset());

  it('is a success when every service answers up with its database up', async () => {
    bus.request.mockImplementation(async (pattern) => up(pattern));
    const result = await sut.check();
    expect(result.status).toBe('success');
    expect(result.mode).toBe('embedded');
    expect(Object.values(result.services).every((s) => s.status === 'up')).toBe(true);
    expect(bus.request).toHaveBeenCalledWith('auth.health', {}, { timeoutMs: 2000 });
  });

  it('names the services that did not answer', async () => {
    bus.request.mockImplementation(async (pattern) => {
      if (pattern === 'chat.health' || pattern === 'ai.health') {
        throw { code: 'unavailable', message: `The service behind ${pattern} is unavailable.` };
      }
      return up(pattern);
    });
    const result = await sut.check();
    expect(result.status).toBe('error');
    expect(result.message).toBe('Unavailable: chat service, ai service.');
    expect(result.services.chat).toEqual({
      status: 'down',
      error: 'The service behind chat.health is unavailable.',
    });
    expect(result.services.auth.status).toBe('up');
  });

  // The 5 s bound without a clock: the check lasts as long as its slowest probe, and no probe outlives its deadline
  // (the bus client enforces it: bus-client.spec), which leaves half the bound for the hops around it.
  it('answers within the 5 s an outage has to show in: every service asked at once, each with a short deadline', async () => {
    const answers: Array<() => void> = [];
    bus.request.mockImplementation(
      (pattern) => new Promise((resolve) => answers.push(() => resolve(up(pattern)))),
    );

    const result = sut.check();

    // Every service is asked before any has answered: the probes run side by side, not one after another.
    expect(bus.request).toHaveBeenCalledTimes(SERVICE_NAMES.length);
    for (const [, , options] of bus.request.mock.calls) {
      expect(options).toEqual({ timeoutMs: HEALTH_PROBE_TIMEOUT_MS });
    }
    expect(HEALTH_PROBE_TIMEOUT_MS).toBeLessThanOrEqual(OUTAGE_VISIBLE_WITHIN_MS / 2);
    for (const answer of answers) answer();
    await expect(result).resolves.toMatchObject({ status: 'success' });
  });

  it('counts a service whose database is down as down', async () => {
    bus.request.mockImplementation(async (pattern) =>
      pattern === 'auth.health' ? { ...up(pattern), database: 'down' } : up(pattern),
    );
    const result = await sut.check();
    expect(result.services.auth).toMatchObject({ status: 'down', database: 'down' });
    expect(result.message).toBe('Unavailable: auth service.');
  });
});
