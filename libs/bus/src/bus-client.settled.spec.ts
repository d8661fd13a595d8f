import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';

import { isSettled } from './testing/is-settled';
import { untypedBusClient } from './untyped-bus-client';

/** A connected client whose requests and events wait until the test answers them. */
class HeldClient extends ClientProxy {
  readonly requests: Array<(packet: WritePacket) => void> = [];
  readonly events: Array<() => void> = [];

  connect(): Promise<void> {
    return Promise.resolve();
  }

  close(): void {
    // Nothing was opened.
  }

  unwrap<T>(): T {
    throw new Error('Nothing to unwrap.');
  }

  protected publish(_packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    this.requests.push(callback);
    return () => undefined;
  }

  protected dispatchEvent<T>(): Promise<T> {
    return new Promise<T>((resolve) => this.events.push(() => resolve(undefined as T)));
  }
}

/** Waits until the client has handed `count` requests (or events) to the proxy. */
const sent = async (queue: unknown[], count: number): Promise<void> => {
  while (queue.length < count) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('BusClient.settled', () => {
  it('resolves at once when nothing was sent', async () => {
    expect(await isSettled(untypedBusClient(new HeldClient()).settled())).toBe(true);
  });

  it('waits for every request in flight, answered or failed', async () => {
    const proxy = new HeldClient();
    const sut = untypedBusClient(proxy);
    const answered = sut.request('chats.send', {});
    const failed = sut.request('chats.send', {});
    await sent(proxy.requests, 2);
    const settled = sut.settled();

    proxy.requests[0]?.({ response: 'stored', isDisposed: true });
    await expect(answered).resolves.toBe('stored');
    expect(await isSettled(settled)).toBe(false);

    proxy.requests[1]?.({ err: { code: 'appointment.slot_taken', message: 'Conflict.' }, isDisposed: true });
    await expect(failed).rejects.toEqual({ code: 'appointment.slot_taken', message: 'Conflict.' });
    expect(await isSettled(settled)).toBe(true);
  });

  it('waits for an event until the proxy has sent it', async () => {
    const proxy = new HeldClient();
    const sut = untypedBusClient(proxy);
    const emitted = sut.emit('calls.leave', {});
    await sent(proxy.events, 1);
    const settled = sut.settled();
    expect(await isSettled(settled)).toBe(false);

    proxy.events[0]?.();
    await emitted;
    expect(await isSettled(settled)).toBe(true);
  });
});
