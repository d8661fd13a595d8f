import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { CallsRepository, type CallStart } from './calls.repository';
import * as schema from './calls.schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const AT = new Date('2030-02-01T09:00:00Z');

const callOf = (callerId: string, calleeId: string): CallStart => ({
  appointmentId: randomUUID(),
  callerId,
  calleeId,
  startedAt: AT,
});

describeEachEngine('CallsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'signaling', schema, migrationsFolder });
  let sut: CallsRepository;

  beforeAll(() => {
    sut = new CallsRepository(db());
  });

  it('starts a running call the two parties are in together', async () => {
    const [caller, callee] = [randomUUID(), randomUUID()];
    const before = await sut.count();

    const call = await sut.start(callOf(caller, callee));

    expect(call).toEqual({
      id: expect.any(String),
      appointmentId: expect.any(String),
      callerId: caller,
      calleeId: callee,
      startedAt: AT,
      endedAt: null,
    });
    expect(await sut.count()).toBe(before + 1);
    await expect(sut.stateOf(callee, caller)).resolves.toEqual({ state: 'together', call });
    await expect(sut.runningOf(callee)).resolves.toEqual(call);
  });

  it('gives one call and one busy to two offers racing for one callee', async () => {
    const callee = randomUUID();

    const results = await Promise.all([
      sut.start(callOf(randomUUID(), callee)),
      sut.start(callOf(randomUUID(), callee)),
    ]);

    expect(results.filter((call) => call !== null)).toHaveLength(1);
    expect(results.filter((call) => call === null)).toHaveLength(1);
  });

  it('keeps an account in one call: a party with a running call is busy for anyone else', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await sut.start(callOf(a, b));

    await expect(sut.start(callOf(c, b))).resolves.toBeNull();
    await expect(sut.start(callOf(a, c))).resolves.toBeNull();
    await expect(sut.stateOf(c, b)).resolves.toEqual({ state: 'busy' });
    await expect(sut.stateOf(c, randomUUID())).resolves.toEqual({ state: 'free' });
  });

  it('ends a call once, freeing both parties: the first of two racing ends wins', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const call = await sut.start(callOf(a, b));
    if (!call) throw new Error('no call');

    const ends = await Promise.all([
      sut.end(call.id, new Date('2030-02-01T09:30:00Z')),
      sut.end(call.id, new Date('2030-02-01T09:31:00Z')),
    ]);

    expect(ends.filter((ended) => ended !== null)).toEqual([{ ...call, endedAt: expect.any(Date) }]);
    expect(ends.filter((ended) => ended === null)).toHaveLength(1);
    await expect(sut.stateOf(a, b)).resolves.toEqual({ state: 'free' });
    await expect(sut.runningOf(a)).resolves.toBeUndefined();
    await expect(sut.start(callOf(b, a))).resolves.not.toBeNull();
    await expect(sut.end(randomUUID(), AT)).resolves.toBeNull();
  });

  it('records a call of pages that named no appointment', async () => {
    const call = await sut.start({ ...callOf(randomUUID(), randomUUID()), appointmentId: null });
    expect(call?.appointmentId).toBeNull();
  });
});
