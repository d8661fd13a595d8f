import { type WeeklyHours, type WorkingHours } from '@vitalsync/contracts';

import { calendarDay, freeSlots, isSlotStart, weeklySlots } from './weekly-slots';

const paris = (...hours: WorkingHours[]): WeeklyHours => ({ timeZone: 'Europe/Paris', hours });
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

// 2030-06-03 is a Monday (Paris on summer time, UTC+2); 2030-03-31 and 2030-10-27 are the Sundays on which
// Paris moves its clocks forward and back.
const MONDAY_MORNING = paris({ day: 1, from: '09:00', to: '12:00' });

describe('weeklySlots over a viewer’s day', () => {
  it.each([
    [
      'a Paris doctor seen from Paris',
      MONDAY_MORNING,
      ['2030-06-03', 'Europe/Paris'],
      ['07:00', '07:30', '08:00', '08:30', '09:00', '09:30'].map((t) => `2030-06-03T${t}:00.000Z`),
    ],
    [
      'the same doctor seen from New York, whose Monday starts six hours later',
      MONDAY_MORNING,
      ['2030-06-03', 'America/New_York'],
      ['07:00', '07:30', '08:00', '08:30', '09:00', '09:30'].map((t) => `2030-06-03T${t}:00.000Z`),
    ],
    [
      'the same doctor seen from Auckland, where the Paris Monday morning is Monday evening',
      MONDAY_MORNING,
      ['2030-06-03', 'Pacific/Auckland'],
      ['07:00', '07:30', '08:00', '08:30', '09:00', '09:30'].map((t) => `2030-06-03T${t}:00.000Z`),
    ],
    [
      'the same doctor seen from Auckland on its Tuesday',
      MONDAY_MORNING,
      ['2030-06-04', 'Pacific/Auckland'],
      [],
    ],
    [
      'a stretch whose end leaves no room for a last full slot',
      paris({ day: 1, from: '09:00', to: '10:45' }),
      ['2030-06-03', 'UTC'],
      ['2030-06-03T07:00:00.000Z', '2030-06-03T07:30:00.000Z', '2030-06-03T08:00:00.000Z'],
    ],
    [
      'two overlapping stretches of one day, each slot once',
      paris({ day: 1, from: '09:00', to: '10:00' }, { day: 1, from: '09:30', to: '10:30' }),
      ['2030-06-03', 'UTC'],
      ['2030-06-03T07:00:00.000Z', '2030-06-03T07:30:00.000Z', '2030-06-03T08:00:00.000Z'],
    ],
    ['a weekday without hours', MONDAY_MORNING, ['2030-06-04', 'Europe/Paris'], []],
    [
      'the spring-forward night: 01:00 to 04:00 is two real hours',
      paris({ day: 0, from: '01:00', to: '04:00' }),
      ['2030-03-31', 'Europe/Paris'],
      ['00:00', '00:30', '01:00', '01:30'].map((t) => `2030-03-31T${t}:00.000Z`),
    ],
    [
      'the spring-forward night: hours from a skipped 02:00 start at 03:00',
      paris({ day: 0, from: '02:00', to: '04:00' }),
      ['2030-03-31', 'Europe/Paris'],
      ['2030-03-31T01:00:00.000Z', '2030-03-31T01:30:00.000Z'],
    ],
    [
      'the fall-back night: 01:00 to 04:00 is four real hours',
      paris({ day: 0, from: '01:00', to: '04:00' }),
      ['2030-10-27', 'Europe/Paris'],
      [
        '2030-10-26T23:00:00.000Z',
        '2030-10-26T23:30:00.000Z',
        '2030-10-27T00:00:00.000Z',
        '2030-10-27T00:30:00.000Z',
        '2030-10-27T01:00:00.000Z',
        '2030-10-27T01:30:00.000Z',
        '2030-10-27T02:00:00.000Z',
        '2030-10-27T02:30:00.000Z',
      ],
    ],
  ])('%s', (_case, hours, [date, timeZone], expected) => {
    expect(iso(weeklySlots(hours, calendarDay(date as string, timeZone as string)))).toEqual(expected);
  });
});

describe('calendarDay', () => {
  it('is 23 hours long on the spring-forward day and 25 on the fall-back day', () => {
    const hoursOf = ({ from, to }: { from: Date; to: Date }) => (to.getTime() - from.getTime()) / 3_600_000;
    expect(hoursOf(calendarDay('2030-03-31', 'Europe/Paris'))).toBe(23);
    expect(hoursOf(calendarDay('2030-10-27', 'Europe/Paris'))).toBe(25);
    expect(calendarDay('2030-06-03', 'UTC')).toEqual({
      from: new Date('2030-06-03T00:00:00.000Z'),
      to: new Date('2030-06-04T00:00:00.000Z'),
    });
  });
});

describe('isSlotStart', () => {
  it.each([
    ['09:30 Paris', '2030-06-03T07:30:00.000Z', true],
    ['09:00 Paris, the first slot', '2030-06-03T07:00:00.000Z', true],
    ['09:15 Paris, between two slots', '2030-06-03T07:15:00.000Z', false],
    ['11:30 Paris plus a second', '2030-06-03T09:30:01.000Z', false],
    ['12:00 Paris, when the hours end', '2030-06-03T10:00:00.000Z', false],
    ['09:30 on a Tuesday', '2030-06-04T07:30:00.000Z', false],
  ])('%s: %s', (_case, at, expected) => {
    expect(isSlotStart(MONDAY_MORNING, new Date(at))).toBe(expected);
  });
});

describe('freeSlots', () => {
  const day = calendarDay('2030-06-03', 'Europe/Paris');

  it('drops slots that have begun and those overlapping an appointment', () => {
    const now = new Date('2030-06-03T07:10:00.000Z');
    // 10:15 Paris, booked before the doctor set their hours, blocks 10:00 and 10:30; 11:30 blocks itself only.
    const taken = [new Date('2030-06-03T08:15:00.000Z'), new Date('2030-06-03T09:30:00.000Z')];

    expect(iso(freeSlots(MONDAY_MORNING, day, now, taken))).toEqual([
      '2030-06-03T07:30:00.000Z',
      '2030-06-03T09:00:00.000Z',
    ]);
  });

  it('keeps a slot that ends exactly when an appointment starts, or starts when one ends', () => {
    const taken = [new Date('2030-06-03T08:00:00.000Z')];

    expect(iso(freeSlots(MONDAY_MORNING, day, new Date('2030-06-01T00:00:00.000Z'), taken))).toEqual([
      '2030-06-03T07:00:00.000Z',
      '2030-06-03T07:30:00.000Z',
      '2030-06-03T08:30:00.000Z',
      '2030-06-03T09:00:00.000Z',
      '2030-06-03T09:30:00.000Z',
    ]);
  });
});
