import { ExternalStore } from '../externalStore';

interface Counter {
  count: number;
  label: string;
}

describe('ExternalStore', () => {
  it('starts with the initial snapshot', () => {
    const initial = { count: 0, label: 'start' };
    const sut = new ExternalStore<Counter>(initial);

    expect(sut.getSnapshot()).toBe(initial);
  });

  it('makes a new snapshot with the changed fields and keeps the others', () => {
    const sut = new ExternalStore<Counter>({ count: 0, label: 'start' });
    const before = sut.getSnapshot();

    sut.set({ count: 1 });

    expect(sut.getSnapshot()).not.toBe(before);
    expect(sut.getSnapshot()).toEqual({ count: 1, label: 'start' });
    expect(before).toEqual({ count: 0, label: 'start' });
  });

  it('tells every subscriber of each change, and no longer one that unsubscribed', () => {
    const sut = new ExternalStore<Counter>({ count: 0, label: 'start' });
    const first = jest.fn();
    const second = jest.fn();
    const unsubscribeFirst = sut.subscribe(first);
    sut.subscribe(second);

    sut.set({ count: 1 });
    unsubscribeFirst();
    sut.set({ count: 2 });

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('hands out subscribe and getSnapshot already bound, as useSyncExternalStore calls them', () => {
    const sut = new ExternalStore<Counter>({ count: 0, label: 'start' });
    const { subscribe, getSnapshot } = sut;
    const subscriber = jest.fn();

    subscribe(subscriber);
    sut.set({ label: 'moved' });

    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(getSnapshot().label).toBe('moved');
  });

  it('tells nobody once every subscriber was forgotten, while still keeping the snapshot current', () => {
    const sut = new ExternalStore<Counter>({ count: 0, label: 'start' });
    const subscriber = jest.fn();
    sut.subscribe(subscriber);

    sut.unsubscribeAll();
    sut.set({ count: 3 });

    expect(subscriber).not.toHaveBeenCalled();
    expect(sut.getSnapshot().count).toBe(3);
  });
});
