import { type Repeat } from '@vitalsync/backend';
import { GATEWAY_HEARTBEAT_SECONDS } from '@vitalsync/contracts';
import { newTestService } from '@vitalsync/testing';

import { GATEWAY_UUID } from './call-test-data';
import { GatewayHeartbeat } from './gateway-heartbeat';

const NOW = new Date('2098-01-01T00:00:00.000Z');

const setUp = (emit: jest.Mock = jest.fn().mockResolvedValue(undefined)) => {
  let task: (() => void) | undefined;
  const stop = jest.fn();
  const repeat = jest.fn<ReturnType<Repeat>, Parameters<Repeat>>((scheduled) => {
    task = scheduled;
    return stop;
  });
  const { sut } = newTestService(GatewayHeartbeat, [{ emit }, GATEWAY_UUID, repeat, () => NOW]);
  return { sut, emit, repeat, stop, tick: () => task?.() };
};

describe('GatewayHeartbeat', () => {
  it('announces the gateway at start and on every tick of its interval', () => {
    const { sut, emit, repeat, tick } = setUp();
    sut.onApplicationBootstrap();
    expect(repeat).toHaveBeenCalledWith(expect.any(Function), GATEWAY_HEARTBEAT_SECONDS * 1000);
    tick();
    expect(emit.mock.calls).toEqual([
      ['gateway.alive', { gatewayId: GATEWAY_UUID, at: NOW.toISOString() }],
      ['gateway.alive', { gatewayId: GATEWAY_UUID, at: NOW.toISOString() }],
    ]);
  });

  it('stops its interval on shutdown', () => {
    const { sut, stop } = setUp();
    sut.onApplicationBootstrap();
    sut.onApplicationShutdown();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('shrugs off a bus that is down: the next beat follows', async () => {
    const { sut } = setUp(jest.fn().mockRejectedValue({ code: 'unavailable', message: 'down' }));
    await expect(sut.beat()).resolves.toBeUndefined();
  });
});
