import { Injectable } from '@nestjs/common';
import { type BusClient } from '@vitalsync/bus';

import { busEmitFake, busRequestFake } from './bus-request-fake';
import { newTestService } from './test-service';

@Injectable()
class HealthAsker {
  constructor(private readonly bus: BusClient) {}

  ask(): Promise<unknown> {
    return this.bus.request('auth.health', {});
  }
}

@Injectable()
class AliveAnnouncer {
  constructor(private readonly bus: BusClient) {}

  announce(): Promise<void> {
    return this.bus.emit('gateway.alive', { gatewayId: 'g1', at: '2030-06-01T09:00:00.000Z' });
  }
}

describe('busRequestFake', () => {
  it("answers the service's requests with the spec's function and records them", async () => {
    const request = busRequestFake(async (pattern: string) => `answer to ${pattern}`);
    const { sut } = newTestService(HealthAsker, [{ request }]);

    await expect(sut.ask()).resolves.toBe('answer to auth.health');
    expect(request.mock.calls).toStrictEqual([['auth.health', {}]]);
  });
});

describe('busEmitFake', () => {
  it("hands the service's events to the spec's function and records them", async () => {
    const seen: unknown[] = [];
    const emit = busEmitFake(async (_subject: string, payload: { gatewayId: string }) => {
      seen.push(payload.gatewayId);
    });
    const { sut } = newTestService(AliveAnnouncer, [{ emit }]);

    await sut.announce();

    expect(seen).toStrictEqual(['g1']);
    expect(emit).toHaveBeenCalledTimes(1);
  });
});
