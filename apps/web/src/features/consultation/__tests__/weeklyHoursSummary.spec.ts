import { type WorkingHours } from '@vitalsync/contracts';

import { weeklyHoursSummary } from '../booking/weeklyHoursSummary';

const clinic = (day: WorkingHours['day'], from: string, to: string): WorkingHours => ({ day, from, to });

describe('weeklyHoursSummary', () => {
  it('lists the days Monday first, each day’s stretches in time order, with the doctor’s zone', () => {
    expect(
      weeklyHoursSummary({
        timeZone: 'Europe/Paris',
        hours: [clinic(0, '10:00', '12:00'), clinic(2, '09:00', '11:00'), clinic(1, '14:00', '17:00')],
      }),
    ).toBe('Mon 14:00–17:00; Tue 09:00–11:00; Sun 10:00–12:00 (Europe/Paris)');
  });

  it('joins neighbouring days with the same hours into one run', () => {
    const weekdays = ([1, 2, 3, 4, 5] as const).flatMap((day) => [
      clinic(day, '14:00', '17:00'),
      clinic(day, '09:00', '12:00'),
    ]);
    expect(weeklyHoursSummary({ timeZone: 'UTC', hours: [...weekdays, clinic(6, '10:00', '13:00')] })).toBe(
      'Mon–Fri 09:00–12:00, 14:00–17:00; Sat 10:00–13:00 (UTC)',
    );
  });

  it('does not join days with a day off between them', () => {
    expect(
      weeklyHoursSummary({
        timeZone: 'UTC',
        hours: [clinic(1, '09:00', '12:00'), clinic(3, '09:00', '12:00')],
      }),
    ).toBe('Mon 09:00–12:00; Wed 09:00–12:00 (UTC)');
  });

  it('gives nothing when no day has hours', () => {
    expect(weeklyHoursSummary({ timeZone: 'UTC', hours: [] })).toBeUndefined();
  });
});
