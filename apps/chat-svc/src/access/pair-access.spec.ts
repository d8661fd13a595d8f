import { randomUUID } from 'node:crypto';

import { newTestService, refusalOf } from '@vitalsync/testing';

import { fakeBus } from '../testing/fake-bus';
import { fakeClock } from '../testing/fake-clock';
import { PAIR_ACCESS_MAX_ENTRIES, PAIR_ACCESS_TTL_MS, PairAccess } from './pair-access';

const newPair = () => ({ doctorId: randomUUID(), patientId: randomUUID() });

const setup = () => {
  const bus = fakeBus();
  const time = fakeClock('2030-06-01T12:00:00.000Z');
  return { sut: newTestService(PairAccess, [bus.client, time.clock]).sut, bus, time };
};

describe('PairAccess', () => {
  it('asks appointment-svc with exactly the two ids and answers as it does', async () => {
    const { sut, bus } = setup();
    const allowed = newPair();
    const refused = newPair();
    bus.pairs.allow(allowed);

    await expect(sut.allowed({ ...allowed, id: 'a chat row', lastSeq: 3 } as typeof allowed)).resolves.toBe(
      true,
    );
    await expect(sut.allowed(refused)).resolves.toBe(false);
    expect(bus.pairs.questions).toEqual([allowed, refused]);
  });

  it('remembers an answer, allowed or refused, until it expires', async () => {
    const { sut, bus, time } = setup();
    const allowed = newPair();
    const refused = newPair();
    bus.pairs.allow(allowed);
    await sut.allowed(allowed);
    await sut.allowed(refused);

    bus.pairs.refuse(allowed);
    bus.pairs.allow(refused);
    time.advance(PAIR_ACCESS_TTL_MS - 1);
    await expect(sut.allowed(allowed)).resolves.toBe(true);
    await expect(sut.allowed(refused)).resolves.toBe(false);
    expect(bus.request).toHaveBeenCalledTimes(2);

    time.advance(1);
    await expect(sut.allowed(allowed)).resolves.toBe(false);
    await expect(sut.allowed(refused)).resolves.toBe(true);
    expect(bus.request).toHaveBeenCalledTimes(4);
  });

  it('forgets a pair at once when told, so a cancellation refuses its next question', async () => {
    const { sut, bus } = setup();
    const pair = newPair();
    const other = newPair();
    bus.pairs.allow(pair);
    bus.pairs.allow(other);
    await sut.allowed(pair);
    await sut.allowed(other);

    bus.pairs.refuse(pair);
    sut.forget(pair);

    await expect(sut.allowed(pair)).resolves.toBe(false);
    await expect(sut.allowed(other)).resolves.toBe(true);
    expect(bus.request).toHaveBeenCalledTimes(3);
  });

  it('does not remember an answer asked before a forget: it may predate the change', async () => {
    const { sut, bus } = setup();
    const pair = newPair();
    bus.pairs.allow(pair);
    let answer: (reply: { allowed: boolean }) => void = () => undefined;
    bus.request.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );

    const asking = sut.allowed(pair);
    bus.pairs.refuse(pair);
    sut.forget(pair);
    answer({ allowed: true });

    await expect(asking).resolves.toBe(true);
    await expect(sut.allowed(pair)).resolves.toBe(false);
  });

  it('passes appointment-svc being down on as its 503, and remembers nothing', async () => {
    const { sut, bus } = setup();
    const pair = newPair();
    const unavailable = {
      code: 'unavailable',
      message: 'The service behind appointments.access.pair is unavailable.',
    };
    bus.failWith(unavailable);

    await expect(refusalOf(sut.allowed(pair))).resolves.toStrictEqual(unavailable);

    bus.failWith(undefined);
    bus.pairs.allow(pair);
    await expect(sut.allowed(pair)).resolves.toBe(true);
  });

  it('keeps at most its maximum of answers, forgetting the oldest first', async () => {
    const { sut, bus } = setup();
    const first = newPair();
    await sut.allowed(first);
    const second = newPair();
    await sut.allowed(second);
    for (let index = 1; index < PAIR_ACCESS_MAX_ENTRIES; index += 1) await sut.allowed(newPair());
    const asked = bus.request.mock.calls.length;

    await sut.allowed(second);
    expect(bus.request).toHaveBeenCalledTimes(asked);
    await sut.allowed(first);
    expect(bus.request).toHaveBeenCalledTimes(asked + 1);
  });
});
