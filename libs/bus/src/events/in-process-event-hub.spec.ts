import { InProcessEventHub } from './in-process-event-hub';
import { type OutboxEvent } from './outbox-event';

const event = (eventId: string): OutboxEvent =>
  ({ eventId, subject: 'appointment.booked', payload: {} }) as unknown as OutboxEvent;

describe('InProcessEventHub', () => {
  it('delivers nothing until the process has opened it, then to every consumer of the subject', async () => {
    const sut = new InProcessEventHub();
    const chat = jest.fn(async () => undefined);
    const other = jest.fn(async () => undefined);
    sut.register('appointment.booked', 'chat:appointment.booked', chat);
    sut.register('appointment.cancelled', 'chat:appointment.cancelled', other);

    let delivered = false;
    const delivery = sut.deliver(event('e-1')).then(() => (delivered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toBe(false);
    expect(chat).not.toHaveBeenCalled();

    sut.open();
    await delivery;
    expect(chat).toHaveBeenCalledWith(event('e-1'));
    expect(other).not.toHaveBeenCalled();
  });

  it('counts an event delivered only once every consumer finished with it', async () => {
    const sut = new InProcessEventHub();
    let finish!: () => void;
    sut.register('appointment.booked', 'slow', () => new Promise<void>((resolve) => (finish = resolve)));
    sut.register('appointment.booked', 'fast', async () => undefined);
    sut.open();

    let delivered = false;
    const delivery = sut.deliver(event('e-2')).then(() => (delivered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toBe(false);
    finish();
    await delivery;
    expect(delivered).toBe(true);
  });

  it('fails a delivery a consumer failed, so the relay keeps the row', async () => {
    const sut = new InProcessEventHub();
    sut.register('appointment.booked', 'stopping', async () => {
      throw new Error('The consumer stopped before the event was handled.');
    });
    sut.open();
    await expect(sut.deliver(event('e-3'))).rejects.toThrow('stopped');
  });

  it('forgets its consumers and closes again on reset', async () => {
    const sut = new InProcessEventHub();
    const consumer = jest.fn(async () => undefined);
    sut.register('appointment.booked', 'c', consumer);
    sut.open();
    sut.reset();
    sut.open();
    await sut.deliver(event('e-4'));
    expect(consumer).not.toHaveBeenCalled();
  });
});
