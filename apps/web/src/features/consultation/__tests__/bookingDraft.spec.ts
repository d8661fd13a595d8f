import { bookingRequestOf, emptyBooking } from '../booking/bookingDraft';
import { consultationStateOf } from '../consultationState';
import { consultationTabOf } from '../consultationTabs';

describe('bookingRequestOf', () => {
  const draft = { ...emptyBooking('d1'), date: '2099-05-05', time: '09:30' };

  it('starts with the spec’s initial type "video"', () => {
    expect(emptyBooking().type).toBe('video');
  });

  it('reads the typed local date and time as ISO UTC, leaving a blank reason out', () => {
    expect(bookingRequestOf({ ...draft, reason: '   ' }, false)).toEqual({
      doctorId: 'd1',
      dateTime: '2099-05-05T09:30:00.000Z',
      type: 'video',
    });
  });

  it('sends the chosen slot as it is when the doctor has weekly hours', () => {
    const slot = '2099-05-05T07:00:00.000Z';
    expect(bookingRequestOf({ ...draft, slot }, true)?.dateTime).toBe(slot);
    expect(bookingRequestOf(draft, true)).toBeUndefined();
  });

  it.each([
    ['no doctor', { doctorId: '' }],
    ['no date', { date: '' }],
    ['no time', { time: '' }],
    ['a half-typed time', { time: '9:3' }],
    ['an impossible date', { date: '2099-13-40' }],
  ])('refuses a draft with %s', (_case, changes) => {
    expect(bookingRequestOf({ ...draft, ...changes }, false)).toBeUndefined();
  });
});

describe('consultation navigation', () => {
  it('keeps only well-formed ids from the history state', () => {
    expect(consultationStateOf({ id: 'a1', doctorId: 'd1', extra: true })).toEqual({
      id: 'a1',
      doctorId: 'd1',
    });
    expect(consultationStateOf({ id: 42, doctorId: '' })).toEqual({});
    expect(consultationStateOf(null)).toEqual({});
    expect(consultationStateOf('a1')).toEqual({});
  });

  it('falls back to the booking tab for a missing or unknown tab', () => {
    expect(consultationTabOf('video-call')).toBe('video-call');
    expect(consultationTabOf(null)).toBe('book-appointment');
    expect(consultationTabOf('settings')).toBe('book-appointment');
  });
});
