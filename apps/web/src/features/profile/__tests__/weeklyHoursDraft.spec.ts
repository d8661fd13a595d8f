import { type Weekday } from '@vitalsync/contracts';

import {
  nextHoursRow,
  timeZoneOptions,
  weeklyHoursDraftOf,
  weeklyHoursOf,
  weeklyHoursLines,
} from '../forms/weeklyHoursDraft';

describe('weekly hours draft', () => {
  it('lists saved hours Monday first and gives them back as the contract shape', () => {
    const draft = weeklyHoursDraftOf(
      {
        timeZone: 'Asia/Tokyo',
        hours: [
          { day: 0, from: '10:00', to: '12:00' },
          { day: 1, from: '13:00', to: '17:00' },
          { day: 1, from: '08:00', to: '12:00' },
        ],
      },
      'UTC',
    );

    expect(draft.rows.map(({ day, from }) => [day, from])).toEqual([
      ['1', '08:00'],
      ['1', '13:00'],
      ['0', '10:00'],
    ]);
    expect(weeklyHoursOf(draft)).toEqual({
      timeZone: 'Asia/Tokyo',
      hours: [
        { day: 1, from: '08:00', to: '12:00' },
        { day: 1, from: '13:00', to: '17:00' },
        { day: 0, from: '10:00', to: '12:00' },
      ],
    });
  });

  it('is null without rows and starts in the fallback zone', () => {
    const draft = weeklyHoursDraftOf(null, 'Europe/Paris');
    expect(draft).toEqual({ timeZone: 'Europe/Paris', rows: [] });
    expect(weeklyHoursOf(draft)).toBeNull();
  });

  it('adds the day after the last row, at its times, wrapping Sunday to Monday', () => {
    const first = nextHoursRow([]);
    expect(first).toMatchObject({ day: '1', from: '09:00', to: '17:00' });
    expect(nextHoursRow([{ ...first, day: '5', from: '08:00', to: '11:00' }])).toMatchObject({
      day: '6',
      from: '08:00',
      to: '11:00',
    });
    expect(nextHoursRow([{ ...first, day: '0' }])).toMatchObject({ day: '1' });
  });

  it('reads hours a line per run of days that share them, Monday first; none when unset', () => {
    const stretch = (day: Weekday, from: string, to: string) => ({ day, from, to });
    expect(
      weeklyHoursLines({
        timeZone: 'Europe/Paris',
        hours: [
          stretch(0, '10:00', '11:00'),
          ...([1, 2, 3] as const).flatMap((day) => [
            stretch(day, '14:00', '17:00'),
            stretch(day, '09:00', '12:00'),
          ]),
          stretch(5, '09:00', '12:00'),
        ],
      }),
    ).toEqual(['Mon–Wed 09:00–12:00, 14:00–17:00', 'Fri 09:00–12:00', 'Sun 10:00–11:00']);
    expect(weeklyHoursLines(null)).toEqual([]);
    expect(weeklyHoursLines({ timeZone: 'UTC', hours: [] })).toEqual([]);
  });

  it('offers every IANA zone and keeps the current one when the list leaves it out', () => {
    expect(timeZoneOptions('Europe/Paris')).toContain('America/New_York');
    expect(timeZoneOptions('UTC')[0]).toBe('UTC');
  });
});
