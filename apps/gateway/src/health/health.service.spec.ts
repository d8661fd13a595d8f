import { type ClientProxy } from '@nestjs/microservices';
import { requestReply } from '@vitalsync/bus';
import { type ServiceHealthReply } from '@vitalsync/contracts';

import { HealthService } from './health.service';

jest.mock('@vitalsync/bus', () => ({ BUS_CLIENT: 'BUS_CLIENT', requestReply: jest.fn() }));

const requestReplyMock = jest.mocked(requestReply);

const up = (pattern: string): ServiceHealthReply => ({
  service: pattern.split('.')[0] as ServiceHealthReply['service'],
  status: 'up',
  database: 'up',
  uptimeSeconds: 1,
});

describe('HealthService', () => {
  const sut = new HealthService({} as ClientProxy, { transport: 'in-process', mode: 'embedded' });

  beforeEach(() => requestReplyMock.mockReset());

  it('is a success when every service answers up with its database up', async () => {
    requestReplyMock.mockImplementation(async (_client, pattern) => up(pattern));
    const result = await sut.check();
    expect(result.status).toBe('success');
    expect(result.mode).toBe('embedded');
    expect(Object.values(result.services).every((s) => s.status === 'up')).toBe(true);
    expect(requestReplyMock).toHaveBeenCalledWith(expect.anything(), 'auth.health', {}, { timeoutMs: 2000 });
  });

  it('names the services that did not answer', async () => {
    requestReplyMock.mockImplementation(async (_client, pattern) => {
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
    requestReplyMock.mockImplementation(async (_client, pattern) =>
      pattern === 'auth.health' ? { ...up(pattern), database: 'down' } : up(pattern),
    );
    const result = await sut.check();
    expect(result.services.auth).toMatchObject({ status: 'down', database: 'down' });
    expect(result.message).toBe('Unavailable: auth service.');
  });
});
