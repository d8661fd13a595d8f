import { type GatewayAliveEvent, GATEWAY_EVENTS } from '@vitalsync/contracts';

import { type BusClient } from './bus-client';
import { emitBestEffort } from './emit-best-effort';

const EVENT: GatewayAliveEvent = { gatewayId: 'gateway-1', at: '2026-12-03T08:09:10.000Z' };

const setup = (emit: () => Promise<void>) => {
  const bus = { emit: jest.fn(emit) };
  const logger = { warn: jest.fn() };
  const send = () =>
    emitBestEffort(bus as unknown as BusClient, GATEWAY_EVENTS.alive, EVENT, {
      logger,
      about: 'gateway gateway-1',
    });
  return { bus, logger, send };
};

describe('emitBestEffort', () => {
  it('emits the event and warns of nothing', async () => {
    const { bus, logger, send } = setup(async () => undefined);

    await expect(send()).resolves.toBeUndefined();

    expect(bus.emit).toHaveBeenCalledWith('gateway.alive', EVENT);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('resolves when the bus is down, with a warning that names the subject and the id only', async () => {
    const { logger, send } = setup(async () => {
      throw { code: 'unavailable', message: 'The bus is unavailable.' };
    });

    await expect(send()).resolves.toBeUndefined();

    expect(logger.warn.mock.calls).toEqual([['gateway.alive for gateway gateway-1 could not be published']]);
  });
});
