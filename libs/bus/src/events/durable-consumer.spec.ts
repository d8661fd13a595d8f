import { RpcException } from '@nestjs/microservices';

import { DurableConsumer, type DeadLetterStore, reasonOf } from './durable-consumer';
import { type DeliveredEvent, PermanentEventFailure } from './outbox-event';

const event = (delivery: number): DeliveredEvent => ({
  eventId: 'e-1',
  subject: 'profile.updated',
  payload: { accountId: 'a-1', health_info: { heartRate: 150 } },
  delivery,
});

const setup = (handler: () => Promise<void>, store: DeadLetterStore = jest.fn(async () => undefined)) => {
  const logger = { warn: jest.fn(), error: jest.fn() };
  const sut = new DurableConsumer(
    'ai:profile.updated',
    handler,
    store,
    { maxDeliveries: 4, retryBaseMs: 100 },
    logger,
  );
  return { sut, logger, store };
};

describe('DurableConsumer', () => {
  it('acknowledges an event its handler handled', async () => {
    const { sut, store } = setup(async () => undefined);
    await expect(sut.deliver(event(1))).resolves.toEqual({ kind: 'acked' });
    expect(store).not.toHaveBeenCalled();
  });

  it('asks for a later delivery, doubling the wait, while the handler fails', async () => {
    const { sut, logger } = setup(async () => {
      throw { code: 'unavailable', message: 'The service behind appointments.x is unavailable.' };
    });
    await expect(sut.deliver(event(1))).resolves.toEqual({ kind: 'retry', delayMs: 100 });
    await expect(sut.deliver(event(2))).resolves.toEqual({ kind: 'retry', delayMs: 200 });
    await expect(sut.deliver(event(3))).resolves.toEqual({ kind: 'retry', delayMs: 400 });
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('stores the event as a dead letter at its last allowed delivery, with one error line', async () => {
    const failure = { code: 'unavailable', message: 'down' };
    const { sut, store, logger } = setup(async () => {
      throw failure;
    });
    await expect(sut.deliver(event(4))).resolves.toEqual({ kind: 'dead-lettered' });
    expect(store).toHaveBeenCalledWith('ai:profile.updated', event(4), failure);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a payload its validation refuses (400)',
      { code: 'request.invalid', message: 'The request is not valid.' },
    ],
    ['a payload with refused fields (422)', { code: 'request.invalid_fields', message: 'Invalid fields.' }],
    ['a permanent failure', new PermanentEventFailure('no retry mends this')],
    [
      'a validation RpcException',
      new RpcException({ code: 'request.invalid', message: 'The request is not valid.' }),
    ],
  ])('gives up at once on %s', async (_case, failure) => {
    const { sut, store } = setup(async () => {
      throw failure;
    });
    await expect(sut.deliver(event(1))).resolves.toEqual({ kind: 'dead-lettered' });
    expect(store).toHaveBeenCalledTimes(1);
  });

  it('keeps an event it could not store as a dead letter, to try again', async () => {
    const { sut, logger } = setup(
      async () => {
        throw { code: 'request.invalid', message: 'The request is not valid.' };
      },
      async () => {
        throw new Error('database away');
      },
    );
    await expect(sut.deliver(event(1))).resolves.toEqual({ kind: 'retry', delayMs: 100 });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('never puts an error message (which may quote health data) into a log line', async () => {
    const { sut, logger } = setup(async () => {
      throw new Error('heart rate 150 for Ada Lovelace');
    });
    await sut.deliver(event(1));
    await sut.deliver(event(4));
    const lines = [...logger.warn.mock.calls, ...logger.error.mock.calls].map(([line]) => String(line));
    expect(lines.join('\n')).not.toMatch(/150|Ada/);
  });
});

describe('reasonOf', () => {
  it('names an RPC error code, an error code or an error name, never a message', () => {
    expect(reasonOf({ code: 'unavailable', message: 'x' })).toBe('code unavailable');
    expect(reasonOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('Error ECONNREFUSED');
    expect(reasonOf(new TypeError('secret'))).toBe('TypeError');
    expect(reasonOf('text')).toBe('unknown error');
  });
});
