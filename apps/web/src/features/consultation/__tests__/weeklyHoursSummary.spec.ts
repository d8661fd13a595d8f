import { weeklyHoursSummary } from '../booking/weeklyHoursSummary';

describe('weeklyHoursSummary', () => {
  it('lists the days Monday first, each day’s stretches in time order, with the doctor’s zone', () => {
    expect(
      weeklyHoursSummary({
        timeZone: 'Europe/Paris',
        hours: [
          { day: 0, from: '10:00', to: '12:00' },
          { day: 2, from: '09:00', to: '11:00' },
          { day: 1, from: '14:00', to: '17:00' },
          { day: 1, from: '09:00', to: '12:00' },
        ],
      }),
    ).toBe('Mon 09:00–12:00, 14:00–17:00; Tue 09:00–11:00; Sun 10:00–12:00 (Europe/Paris)');
  });

  it('gives nothing when no day has hours', () => {
    expect(weeklyHoursSummary({ timeZone: 'UTC', hours: [] })).toBeUndefined();
  });
});
