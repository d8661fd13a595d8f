import { dayLabel, withDaySeparators } from '../chatDays';

const NOW = new Date('2099-05-05T15:00:00.000Z');

describe('dayLabel', () => {
  it('says Today, Yesterday, or the date with its weekday', () => {
    expect(dayLabel('2099-05-05T00:10:00.000Z', NOW)).toBe('Today');
    expect(dayLabel('2099-05-04T23:50:00.000Z', NOW)).toBe('Yesterday');
    expect(dayLabel('2099-05-03T12:00:00.000Z', NOW)).toBe('Sun, May 3, 2099');
  });
});

describe('withDaySeparators', () => {
  it('puts a separator before the first entry of each day', () => {
    const moments = ['2099-05-03T09:00:00.000Z', '2099-05-03T22:00:00.000Z', '2099-05-05T08:00:00.000Z'];
    expect(withDaySeparators(moments, (at) => at)).toEqual([
      { kind: 'day', key: '2099-05-03', at: moments[0] },
      { kind: 'entry', entry: moments[0] },
      { kind: 'entry', entry: moments[1] },
      { kind: 'day', key: '2099-05-05', at: moments[2] },
      { kind: 'entry', entry: moments[2] },
    ]);
  });
});
