import { ACCOUNT_EVENTS, type ProfileUpdatedEvent } from '@vitalsync/contracts';

import { type BusClient } from './bus-client';
import { emitBestEffort } from './emit-best-effort';

const EVENT: ProfileUpdatedEvent = {
  accountId: 'account-1',
  role: 'user',
  card: { fullName: 'Ada Lovelace', profilePicture: null },
  version: 1,
  at: '2026-12-03T08:09:10.000Z',
};

const setup = (emit: () => Promise<void>) => {
  const bus = { emit: jest.fn(emit) };
  const logger = { warn: jest.fn() };
  const send = () =>
    emitBestEffort(bus as unknown as BusClient, ACCOUNT_EVENTS.profileUpdated, EVENT, {
      logger,
      about: 'account account-1',
    });
  return { bus, logger, send };
};

describe('emitBestEffort', () => {
  it('emits the event and warns of nothing', async () => {
    const { bus, logger, send } = setup(async () => undefined);

    await expect(send()).resolves.toBeUndefined();

    expect(bus.emit).toHaveBeenCalledWith('profile.updated', EVENT);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('resolves when the bus is down, with a warning that names the subject and the id only', async () => {
    const { logger, send } = setup(async () => {
      throw { status: 503, message: 'The bus is unavailable.' };
    });

    await expect(send()).resolves.toBeUndefined();

    expect(logger.warn.mock.calls).toEqual([
      ['profile.updated for account account-1 could not be published'],
    ]);
  });
});
