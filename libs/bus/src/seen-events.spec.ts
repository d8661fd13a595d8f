import { SeenEvents } from './bus-handling';

describe('SeenEvents', () => {
  it('tells a first delivery from a second one of the same event id', () => {
    const sut = new SeenEvents();
    expect(sut.firstTime('e-1')).toBe(true);
    expect(sut.firstTime('e-2')).toBe(true);
    expect(sut.firstTime('e-1')).toBe(false);
  });

  it('has no opinion on a live message without an id', () => {
    expect(new SeenEvents().firstTime(undefined)).toBeUndefined();
  });

  it('forgets the oldest ids past its size, so memory stays bounded', () => {
    const sut = new SeenEvents();
    for (let index = 0; index <= 10_000; index += 1) sut.firstTime(`e-${index}`);
    expect(sut.firstTime('e-0')).toBe(true);
    expect(sut.firstTime('e-10000')).toBe(false);
  });
});
