import { dayAfter, freeDayLabel, NEXT_FREE_DAY_HORIZON, nextFreeDayStep } from '../booking/nextFreeDay';

describe('dayAfter', () => {
  it.each([
    ['2099-05-05', 1, '2099-05-06'],
    ['2099-05-31', 1, '2099-06-01'],
    ['2099-12-31', 1, '2100-01-01'],
    ['2096-02-28', 1, '2096-02-29'],
    ['2099-02-28', 1, '2099-03-01'],
    ['2099-05-05', 28, '2099-06-02'],
    // The days a clock goes forward or back in Europe and America still count as one day each.
    ['2099-03-28', 1, '2099-03-29'],
    ['2099-10-31', 1, '2099-11-01'],
  ])('counts %s + %i days as %s', (day, days, expected) => {
    expect(dayAfter(day, days)).toBe(expected);
  });

  it('refuses what is not a YYYY-MM-DD day', () => {
    expect(() => dayAfter('05/05/2099')).toThrow('not a YYYY-MM-DD day');
  });
});

describe('nextFreeDayStep', () => {
  it('stops at a day with a free slot', () => expect(nextFreeDayStep(3, 2)).toBe('found'));

  it('goes on to the next day while within the horizon', () => {
    expect(nextFreeDayStep(1, 0)).toBe('next');
    expect(nextFreeDayStep(NEXT_FREE_DAY_HORIZON - 1, 0)).toBe('next');
  });

  it('gives up after the horizon', () => expect(nextFreeDayStep(NEXT_FREE_DAY_HORIZON, 0)).toBe('none'));
});

describe('freeDayLabel', () => {
  it('names the day as written, with its weekday', () => {
    expect(freeDayLabel('2099-05-12')).toBe('Tuesday, May 12');
  });
});
