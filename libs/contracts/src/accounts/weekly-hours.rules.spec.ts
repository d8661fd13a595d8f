import { WEEKLY_HOURS_MAX_ENTRIES } from '../appointments/weekly-hours';
import { checkWeeklyHours, isIanaTimeZone, WEEKLY_HOURS_MESSAGES } from './weekly-hours.rules';

const MONDAY_MORNING = { day: 1, from: '09:00', to: '12:00' };
const paris = (...hours: unknown[]) => ({ timeZone: 'Europe/Paris', hours });

describe('checkWeeklyHours', () => {
  it.each([
    ['no hours at all (null clears them)', null],
    ['an empty week', paris()],
    ['one stretch', paris(MONDAY_MORNING)],
    ['stretches of one day that touch', paris(MONDAY_MORNING, { day: 1, from: '12:00', to: '13:00' })],
    ['the same hours on different days', paris(MONDAY_MORNING, { ...MONDAY_MORNING, day: 2 })],
    [
      'the edges of the clock and of the week',
      paris({ day: 0, from: '00:00', to: '23:59' }, { day: 6, from: '00:00', to: '00:01' }),
    ],
    ['a zone of the Etc area', { timeZone: 'Etc/GMT+5', hours: [MONDAY_MORNING] }],
    ['UTC', { timeZone: 'UTC', hours: [MONDAY_MORNING] }],
    [
      'the most entries allowed',
      paris(
        ...Array.from({ length: WEEKLY_HOURS_MAX_ENTRIES }, (_, i) => ({
          day: i % 7,
          from: `0${Math.floor(i / 7)}:00`,
          to: `0${Math.floor(i / 7)}:30`,
        })),
      ),
    ],
  ])('accepts %s', (_case, value) => {
    expect(checkWeeklyHours(value)).toMatchObject({ valid: true });
  });

  it.each([
    ['not an object', 'Mon-Fri', WEEKLY_HOURS_MESSAGES.notValid],
    ['an array', [MONDAY_MORNING], WEEKLY_HOURS_MESSAGES.notValid],
    ['no time zone', { hours: [] }, WEEKLY_HOURS_MESSAGES.notValid],
    ['hours that are not a list', { timeZone: 'UTC', hours: {} }, WEEKLY_HOURS_MESSAGES.notValid],
    ['an entry that is not an object', paris('Mon 9-12'), WEEKLY_HOURS_MESSAGES.notValid],
    ['an unknown zone', { timeZone: 'Mars/Olympus', hours: [] }, WEEKLY_HOURS_MESSAGES.timeZone],
    ['an empty zone', { timeZone: '', hours: [] }, WEEKLY_HOURS_MESSAGES.timeZone],
    ['a UTC offset', { timeZone: '+01:00', hours: [] }, WEEKLY_HOURS_MESSAGES.timeZone],
    ['a zone with spaces', { timeZone: ' Europe/Paris', hours: [] }, WEEKLY_HOURS_MESSAGES.timeZone],
    [
      'too many entries',
      paris(...Array.from({ length: WEEKLY_HOURS_MAX_ENTRIES + 1 }, () => MONDAY_MORNING)),
      WEEKLY_HOURS_MESSAGES.tooMany,
    ],
    ['day 7', paris({ ...MONDAY_MORNING, day: 7 }), WEEKLY_HOURS_MESSAGES.day],
    ['day -1', paris({ ...MONDAY_MORNING, day: -1 }), WEEKLY_HOURS_MESSAGES.day],
    ['day 1.5', paris({ ...MONDAY_MORNING, day: 1.5 }), WEEKLY_HOURS_MESSAGES.day],
    ['day as text', paris({ ...MONDAY_MORNING, day: '1' }), WEEKLY_HOURS_MESSAGES.day],
    [
      'a start without its leading zero',
      paris({ ...MONDAY_MORNING, from: '9:00' }),
      WEEKLY_HOURS_MESSAGES.time,
    ],
    ['24:00', paris({ ...MONDAY_MORNING, to: '24:00' }), WEEKLY_HOURS_MESSAGES.time],
    ['minute 60', paris({ ...MONDAY_MORNING, to: '12:60' }), WEEKLY_HOURS_MESSAGES.time],
    ['seconds', paris({ ...MONDAY_MORNING, to: '12:00:00' }), WEEKLY_HOURS_MESSAGES.time],
    ['a missing end', paris({ day: 1, from: '09:00' }), WEEKLY_HOURS_MESSAGES.time],
    ['an end before the start', paris({ day: 1, from: '12:00', to: '09:00' }), WEEKLY_HOURS_MESSAGES.order],
    ['an end equal to the start', paris({ day: 1, from: '09:00', to: '09:00' }), WEEKLY_HOURS_MESSAGES.order],
    [
      'overlapping stretches',
      paris(MONDAY_MORNING, { day: 1, from: '11:30', to: '14:00' }),
      WEEKLY_HOURS_MESSAGES.overlap,
    ],
    [
      'a stretch inside another, sent first',
      paris({ day: 1, from: '10:00', to: '11:00' }, { day: 1, from: '08:00', to: '17:00' }),
      WEEKLY_HOURS_MESSAGES.overlap,
    ],
    ['the same stretch twice', paris(MONDAY_MORNING, MONDAY_MORNING), WEEKLY_HOURS_MESSAGES.overlap],
  ])('refuses %s', (_case, value, message) => {
    expect(checkWeeklyHours(value)).toEqual({ valid: false, message });
  });

  it('copies only the contract fields and sorts the entries by day, then start', () => {
    const check = checkWeeklyHours(
      paris(
        { day: 3, from: '14:00', to: '18:00', note: 'ignored' },
        { day: 1, from: '13:00', to: '17:00' },
        MONDAY_MORNING,
      ),
    );

    expect(check).toStrictEqual({
      valid: true,
      weeklyHours: {
        timeZone: 'Europe/Paris',
        hours: [
          MONDAY_MORNING,
          { day: 1, from: '13:00', to: '17:00' },
          { day: 3, from: '14:00', to: '18:00' },
        ],
      },
    });
  });
});

describe('isIanaTimeZone', () => {
  it('knows zone names in any case and refuses names that are not zones', () => {
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('europe/paris')).toBe(true);
    expect(isIanaTimeZone('Europe/Atlantis')).toBe(false);
    expect(isIanaTimeZone('Europe/Paris'.repeat(10))).toBe(false);
  });
});
