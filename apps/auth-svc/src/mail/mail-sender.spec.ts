import { isStale, mailRetryDelayMs } from './mail-sender';
import { failureKindOf } from './mail-transport';

const now = new Date('2026-11-27T08:00:00.000Z');

describe('mailRetryDelayMs', () => {
  it('doubles from the base after each failure, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => mailRetryDelayMs(attempt, 1_000, 10_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describe('isStale', () => {
  const at = (dateTime: string) => ({ kind: 'booked' as const, facts: { dateTime }, dueAt: now });

  it('drops an appointment e-mail once the appointment has begun', () => {
    expect(isStale(at('2026-11-27T08:00:01.000Z'), now)).toBe(false);
    expect(isStale(at('2026-11-27T08:00:00.000Z'), now)).toBe(true);
    expect(isStale(at('not a time'), now)).toBe(true);
  });

  it('drops an emergency e-mail a day after it was queued', () => {
    const emergency = { kind: 'emergency' as const, facts: {}, dueAt: new Date(now.getTime() - 86_400_000) };
    expect(isStale(emergency, now)).toBe(false);
    expect(isStale(emergency, new Date(now.getTime() + 1))).toBe(true);
  });
});

describe('failureKindOf', () => {
  it('names an SMTP reply by its code and a network failure by its code, never by its message', () => {
    expect(failureKindOf({ responseCode: 451, message: '451 try later for ada@example.com' })).toBe(
      'SMTP 451',
    );
    expect(failureKindOf({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:25' })).toBe(
      'ECONNREFUSED',
    );
    expect(failureKindOf(new TypeError('ada@example.com'))).toBe('TypeError');
    expect(failureKindOf('x')).toBe('unknown error');
  });
});
