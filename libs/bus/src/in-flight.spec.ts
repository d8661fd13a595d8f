import { InFlight } from './in-flight';
import { isSettled } from './testing/is-settled';

describe('InFlight', () => {
  it('is idle at once when nothing runs', async () => {
    const sut = new InFlight();
    expect(sut.count).toBe(0);
    expect(await isSettled(sut.idle())).toBe(true);
  });

  it('becomes idle only when the last running piece ends', async () => {
    const sut = new InFlight();
    const endFirst = sut.begin();
    const endSecond = sut.begin();
    const idle = sut.idle();

    endFirst();
    expect(sut.count).toBe(1);
    expect(await isSettled(idle)).toBe(false);

    endSecond();
    expect(sut.count).toBe(0);
    expect(await isSettled(idle)).toBe(true);
  });

  it('counts an end called twice once', () => {
    const sut = new InFlight();
    const end = sut.begin();
    sut.begin();
    end();
    end();
    expect(sut.count).toBe(1);
  });

  it('tracks a promise until it settles, rejected ones too, and hands it back unchanged', async () => {
    const sut = new InFlight();
    let fail!: (error: Error) => void;
    const work = new Promise<string>((_resolve, reject) => (fail = reject));

    const tracked = sut.track(work);
    expect(tracked).toBe(work);
    expect(sut.count).toBe(1);

    fail(new Error('refused'));
    await expect(tracked).rejects.toThrow('refused');
    expect(await isSettled(sut.idle())).toBe(true);
  });

  it('wakes every waiter, and waits again for work begun after it was idle', async () => {
    const sut = new InFlight();
    const end = sut.begin();
    const waiters = [sut.idle(), sut.idle()];
    end();
    expect(await Promise.all(waiters.map(isSettled))).toEqual([true, true]);

    const endLater = sut.begin();
    const later = sut.idle();
    expect(await isSettled(later)).toBe(false);
    endLater();
    expect(await isSettled(later)).toBe(true);
  });
});
