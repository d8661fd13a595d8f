import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BusClient } from '@vitalsync/bus';
import { type ServiceHealthReply } from '@vitalsync/contracts';

import { GATEWAY_OPTIONS } from '../app/gateway-options';
import { HealthService } from './health.service';

const bus = { request: jest.fn<Promise<ServiceHealthReply>, [string, unknown, unknown]>() };

@Module({
  providers: [
    HealthService,
    { provide: BusClient, useValue: bus },
    { provide: GATEWAY_OPTIONS, useValue: { transport: 'in-process', mode: 'embedded' } },
  ],
})
class HealthTestModule {}

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
        throw { status: 503, message: `The service behind ${pattern} is unavailable.` };
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

  it('counts a service whose database is down as down', async () => {
    bus.request.mockImplementation(async (pattern) =>
      pattern === 'auth.health' ? { ...up(pattern), database: 'down' } : up(pattern),
    );
    const result = await sut.check();
    expect(result.services.auth).toMatchObject({ status: 'down', database: 'down' });
    expect(result.message).toBe('Unavailable: auth service.');
  });
});
