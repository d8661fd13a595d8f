import { Logger } from '@nestjs/common';

import { InProcessBroker } from './in-process-broker';
import { InProcessClient } from './in-process-client';
import { InProcessServer } from './in-process-server';
import { untypedBusClient } from '../untyped-bus-client';
import { MAX_PAYLOAD_BYTES, PayloadTooLargeError } from './wire';

describe('InProcessServer', () => {
  let broker: InProcessBroker;
  let sut: InProcessServer;
  let client: InProcessClient;

  beforeEach(() => {
    broker = new InProcessBroker();
    sut = new InProcessServer(broker);
    client = new InProcessClient({ broker });
  });

  afterEach(async () => {
    sut.close();
    await client.close();
  });

  const listen = (): Promise<void> => new Promise((resolve) => sut.listen(() => resolve()));

  it('subscribes its handlers on the broker it was given when it listens', async () => {
    sut.addHandler('clock.now', async () => ({ now: 'noon' }));

    await expect(untypedBusClient(client).request('clock.now', {})).rejects.toMatchObject({
      code: 'unavailable',
    });
    await listen();
    await expect(untypedBusClient(client).request('clock.now', {})).resolves.toEqual({ now: 'noon' });
  });

  it('answers 500 at once, instead of leaving the caller to time out, when its reply is too large to send', async () => {
    const logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    sut.addHandler('files.dump', async () => 'x'.repeat(MAX_PAYLOAD_BYTES));
    await listen();

    await expect(untypedBusClient(client).request('files.dump', {}, { timeoutMs: 60_000 })).rejects.toEqual({
      code: 'internal',
      message: 'Internal error.',
    });
    expect(logError).toHaveBeenCalledWith(expect.any(PayloadTooLargeError));
    logError.mockRestore();
  });

  it('gives its broker to unwrap', () => {
    expect(sut.unwrap<InProcessBroker>()).toBe(broker);
  });
});
