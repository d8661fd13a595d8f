import { PATTERN_METADATA } from '@nestjs/microservices/constants';

import { type Database } from './database';
import { createDbHealthController } from './db-health.controller';

describe('createDbHealthController', () => {
  const databaseAnswering = (execute: () => Promise<unknown>): Database =>
    ({ execute }) as unknown as Database;

  it('answers the service’s own health subject', () => {
    const Controller = createDbHealthController('appointment');

    expect(Reflect.getMetadata(PATTERN_METADATA, Controller.prototype.health)).toEqual([
      'appointment.health',
    ]);
    expect(Controller.name).toBe('appointmentDbHealthController');
  });

  it('reports the database up after a successful select 1', async () => {
    const execute = jest.fn().mockResolvedValue({ rows: [{ '?column?': 1 }] });
    const Controller = createDbHealthController('chat');

    const reply = await new Controller(databaseAnswering(execute)).health();

    expect(reply).toEqual({
      service: 'chat',
      status: 'up',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
    expect(reply.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('stays up itself but reports the database down when the query fails', async () => {
    const Controller = createDbHealthController('ai');

    const reply = await new Controller(
      databaseAnswering(() => Promise.reject(new Error('connection refused'))),
    ).health();

    expect(reply).toMatchObject({ service: 'ai', status: 'up', database: 'down' });
  });
});
