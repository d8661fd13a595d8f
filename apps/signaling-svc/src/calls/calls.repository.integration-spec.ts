import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { PG_ERROR, pgErrorOf, describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { CallsRepository } from './calls.repository';
import * as schema from './calls.schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

describeEachEngine('CallsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'signaling', schema, migrationsFolder });
  let sut: CallsRepository;

  beforeAll(() => {
    sut = new CallsRepository(db());
  });

  it('starts a running call', async () => {
    const appointmentId = randomUUID();
    const startedBy = randomUUID();
    const before = await sut.count();

    const call = await sut.start({ appointmentId, startedBy, startedAt: new Date('2030-02-01T09:00:00Z') });

    expect(call).toEqual({
      id: expect.any(String),
      appointmentId,
      startedBy,
      startedAt: new Date('2030-02-01T09:00:00Z'),
      endedAt: null,
    });
    expect(await sut.count()).toBe(before + 1);
  });

  it('ends a call once; a second end or an unknown call changes nothing', async () => {
    const call = await sut.start({ appointmentId: randomUUID(), startedBy: randomUUID() });

    const ended = await sut.end(call.id, new Date('2030-02-01T09:30:00Z'));
    const endedAgain = await sut.end(call.id, new Date('2030-02-01T10:00:00Z'));

    expect(ended).toEqual({ ...call, endedAt: new Date('2030-02-01T09:30:00Z') });
    expect(endedAgain).toBeNull();
    expect(await sut.end(randomUUID(), new Date())).toBeNull();
  });

  it('refuses a call without an appointment', async () => {
    const refused = await sut
      .start({ appointmentId: null as unknown as string, startedBy: randomUUID() })
      .catch((error: unknown) => error);

    expect(pgErrorOf(refused)?.code).toBe(PG_ERROR.notNullViolation);
  });
});
