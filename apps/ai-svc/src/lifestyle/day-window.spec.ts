import { AI_MESSAGES } from '@vitalsync/contracts';

import { latestDayAt, requireDayNotAhead } from './day-window';

describe('the water day window', () => {
  it.each([
    ['just after midnight UTC', '2030-05-01T00:00:00Z', '2030-05-02'],
    ['late in the UTC day, when UTC+14 is already two days on', '2030-05-01T23:59:59Z', '2030-05-02'],
    ['on the last day of a year', '2030-12-31T12:00:00Z', '2031-01-01'],
  ])('allows up to tomorrow in UTC %s', (_case, now, latest) => {
    expect(latestDayAt(new Date(now))).toBe(latest);
  });

  it('accepts today and tomorrow, refuses the day after with the day message', () => {
    const now = new Date('2030-05-01T12:00:00Z');
    expect(() => requireDayNotAhead('2030-05-01', now)).not.toThrow();
    expect(() => requireDayNotAhead('2030-05-02', now)).not.toThrow();
    expect(() => requireDayNotAhead('2030-05-03', now)).toThrow(
      expect.objectContaining({ error: { code: 'ai.bad_day', message: AI_MESSAGES.badDay } }),
    );
  });
});
